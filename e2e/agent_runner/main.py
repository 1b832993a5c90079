from langbot_plugin.api.definition.plugin import BasePlugin


class AgentRunnerPlugin(BasePlugin):
    pass
