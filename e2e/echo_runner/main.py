from langbot_plugin.api.definition.plugin import BasePlugin


class PromptRunnerPlugin(BasePlugin):
    pass
