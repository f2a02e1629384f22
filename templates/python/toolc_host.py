"""toolc's Python tool host: runs authored `module.py:function` tools for toolc/runtime.

One process per runtime. Requests and replies are one JSON object per line: the requests on the
original stdin, the replies on the original stdout. Both are moved aside at start so a tool that
prints or reads stdin cannot corrupt the protocol (its prints go to stderr, which the runtime
captures). Each call loads the module fresh, inside a synthetic package, like the reference
(agent-core-reference.md §1.4), so `from .helper import x` works and nothing is cached.
"""
import asyncio
import hashlib
import importlib.util
import inspect
import json
import os
import re
import sys
import types
from pathlib import Path

SHIM_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shim")


def _load_sdk():
    """The real `demiurge.sdk` when installed, else toolc's compatible shim."""
    try:
        import demiurge.sdk as sdk  # noqa: F401

        return sdk, "demiurge"
    except ImportError:
        for name in [n for n in sys.modules if n == "demiurge" or n.startswith("demiurge.")]:
            del sys.modules[name]
        sys.path.append(SHIM_DIR)
        import demiurge.sdk as sdk

        return sdk, "shim"


SDK, SDK_SOURCE = _load_sdk()


class CapabilityDenied(PermissionError):
    """A denied `ctx.capability.require`; the message is the reference's denial text."""


def _grant_matches(grant, name):
    # Exactly, or a `prefix:*` wildcard at `:` boundaries only (agent-core-reference.md §1.6).
    if grant == name:
        return True
    return grant.endswith(":*") and len(grant) >= 3 and name.startswith(grant[:-1])


class CapabilityFacade:
    """`ctx.capability`: with `slot_path=ctx.slot_path` the tool's own list counts too."""

    def __init__(self, slot_path, declared, granted):
        self._slot_path = slot_path
        self._declared = list(declared)
        self._granted = list(granted)

    def _grants(self, slot_path):
        if slot_path is not None and slot_path == self._slot_path:
            return self._declared + self._granted
        return self._granted

    def can(self, name, slot_path=None):
        return any(_grant_matches(grant, str(name)) for grant in self._grants(slot_path))

    def require(self, name, slot_path=None):
        if not self.can(name, slot_path):
            raise CapabilityDenied(f"capability denied: {name} for {slot_path or 'host'}")


def _context(request):
    capability = CapabilityFacade(request["slot_path"], request["capabilities"], request["granted"])
    fields = dict(slot_id=request["slot_id"], slot_path=request["slot_path"], workspace=Path(request["workspace"]), capability=capability)
    make = getattr(SDK, "ToolContext", None)
    try:
        return make(**fields) if make else types.SimpleNamespace(turn=None, output=None, **fields)
    except TypeError:
        # A real SDK whose ToolContext needs more fields: a plain object with the same attributes.
        return types.SimpleNamespace(turn=None, output=None, **fields)


def _package_name(request):
    label = re.sub(r"[^0-9A-Za-z_]", "_", "tool_" + request["slot_id"])
    digest = hashlib.sha256(request["tool_dir"].encode("utf-8")).hexdigest()[:12]
    return f"_demiurge_slot_{label}_{digest}"


class LoadError(Exception):
    """The module is missing, fails to import, or has no such callable."""


def _load_function(request, package):
    search = [request["tool_dir"]]
    if request.get("lib_dir") and os.path.isdir(request["lib_dir"]):
        search.append(request["lib_dir"])
    parent = types.ModuleType(package)
    parent.__path__ = search
    parent.__package__ = package
    sys.modules[package] = parent
    name = f"{package}.{request['module_name']}"
    if not os.path.isfile(request["module"]):
        raise LoadError(f"slot module not found: {request['module']}")
    spec = importlib.util.spec_from_file_location(name, request["module"])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as error:  # an import-time failure of the tool, reported, never fatal
        raise LoadError(f"tool '{request['slot_id']}': module failed to load: {error}") from error
    function = getattr(module, request["function"], None)
    if not callable(function):
        raise LoadError(f"entrypoint is not callable: {request['entrypoint']}")
    return function


def _forget(package):
    # Fresh on every call, like the reference: drop the synthetic package and what it imported.
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]


async def _settle(awaitable):
    return await awaitable


def _text(value):
    return "" if value is None else str(value)


def _normalise(value):
    """What the function returned, as the reference converts it (§6.3), as plain JSON data."""
    if isinstance(value, dict):
        fields = dict(content=str(value.get("content", "")), data=value.get("data"), is_error=bool(value.get("is_error")), model_output=value.get("model_output"))
    elif hasattr(value, "content") and hasattr(value, "is_error"):
        fields = dict(content=_text(value.content), data=getattr(value, "data", None), is_error=bool(value.is_error), model_output=getattr(value, "model_output", None))
    else:
        fields = dict(content=str(value), data=None, is_error=False, model_output=None)
    if fields["model_output"] is not None:
        fields["model_output"] = str(fields["model_output"])
    return fields


def _run(request):
    package = _package_name(request)
    try:
        function = _load_function(request, package)
        result = function(_context(request), dict(request["args"]))
        if inspect.isawaitable(result):
            result = asyncio.run(_settle(result))
        return {"ok": True, "result": _normalise(result)}
    except LoadError as error:
        return {"ok": False, "kind": "load", "message": str(error)}
    except PermissionError as error:
        kind = "capability" if type(error).__name__ in ("CapabilityDenied", "CapabilityDeniedError") else "exception"
        return {"ok": False, "kind": kind, "message": str(error)}
    except BaseException as error:  # the tool's own failure, SystemExit included: a result, not a crash
        return {"ok": False, "kind": "exception", "message": str(error) or type(error).__name__}
    finally:
        _forget(package)


def main():
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # The runtime starts each call's deadline only after this line: interpreter start-up is not the tool's time.
    replies.write(json.dumps({"ready": True, "sdk": SDK_SOURCE}).encode("utf-8") + b"\n")
    replies.flush()
    for line in requests:
        if not line.strip():
            continue
        request = json.loads(line)
        reply = _run(request)
        reply["id"] = request["id"]
        reply["sdk"] = SDK_SOURCE
        replies.write(json.dumps(reply, ensure_ascii=False, default=str).encode("utf-8") + b"\n")
        replies.flush()


if __name__ == "__main__":
    main()
