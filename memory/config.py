"""The plugin's configuration model; defaults and descriptions live in manifest.yaml."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from .identity import id_text

DiscordId = Annotated[str, BeforeValidator(id_text), Field(pattern=r"^[0-9]{1,20}$")]


class LTMConfig(BaseModel):
    """Validated plugin configuration (see manifest.yaml for what each field means)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    isolation: Literal["session", "bot"]
    embedding_model: str = Field(min_length=1)
    ranker: Literal["learned", "weights"]
    recency_half_life_days: float = Field(gt=0)
    utc_offset_hours: float = Field(ge=-12, le=14)
    auto_recall_top_k: int = Field(ge=0, le=50)
    dedupe_threshold: float = Field(gt=0, le=1)
    supersede_threshold: float = Field(gt=0, le=1)
    max_episodes_per_scope: int = Field(ge=1)
    search_cache_episodes: int = Field(ge=0)
    max_episode_chars: int = Field(ge=20, le=20_000)
    profile_max_items: int = Field(ge=1, le=1000)
    profile_max_chars: int = Field(ge=10, le=20_000)
    injection_token_budget: int = Field(ge=50)
    data_dir: Path
    chroma_mode: Literal["embedded", "http"]
    chroma_host: str
    chroma_port: int = Field(ge=1, le=65535)
    chroma_namespace: str = Field(pattern=r"^[a-zA-Z0-9][a-zA-Z0-9_-]{0,40}$")
    database_url: str = Field(pattern=r"^((postgresql|postgres)://\S+)?$")  # empty: the embedded SQLite file in data_dir
    langbot_model: str
    llm_base_url: str
    llm_model: str
    llm_api_key_env: str
    llm_timeout_seconds: float = Field(gt=0)
    llm_max_tool_rounds: int = Field(ge=1, le=20)
    history_max_messages: int = Field(ge=0)
    history_ttl_minutes: float = Field(gt=0)
    extraction_enabled: bool
    extraction_auto_accept: bool
    extraction_max_entries: int = Field(ge=1, le=20)
    extraction_timeout_seconds: float = Field(gt=0)
    extraction_opt_out_sessions: list[str]
    bot_names: list[Annotated[str, Field(pattern=r"^\S(?:.{0,38}\S)?$")]]  # what members call the bot besides "bot"
    update_decision_timeout_seconds: float = Field(gt=0)
    write_rate_limit_per_minute: int = Field(ge=0)
    turn_rate_limit_per_minute: int = Field(ge=0)
    admin_role: str
    owner_ids: list[DiscordId]
    speaker_may_manage_own: bool

    @property
    def llm_configured(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)
