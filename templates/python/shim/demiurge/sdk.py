"""toolc's compatible subset of `demiurge.sdk`: the names authored tools import.

Used only when the real demiurge package is not installed. Field names and defaults follow the
reference (agent-core-reference.md §6.2, §6.3).
"""
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional


@dataclass
class ToolResult:
    """What a tool returns: `content` for the model unless `model_output` is set."""

    content: str
    data: Any = None
    is_error: bool = False
    terminate: bool = False
    model_output: Optional[str] = None
    display_output: Optional[str] = None


@dataclass
class ToolContext:
    """`ctx` handed to a tool: its slot, workspace and capability facade."""

    slot_id: str
    slot_path: str
    workspace: Path
    capability: Any
    turn: Any = None
    output: Any = None
