"""The tool component files (see the `*.yaml` next to it)."""

from longtermmemory.langbot.tools import Forget, ForgetPerson, RecallMemory, Remember, UpdateProfile

__all__ = ["Forget", "ForgetPerson", "RecallMemory", "Remember", "UpdateProfile"]
