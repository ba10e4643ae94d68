#!/usr/bin/env python3
"""Writes mainichi's man page (roff, section 1) from the argument parser's own definitions.

Usage: tools/dist/manpage.py path/to/mainichi > mainichi.1

The binary describes itself with `--experimental-dump-help` (swift-argument-parser's JSON of
every command, option and help text), so the page lists exactly the subcommands and options
that `mainichi --help` knows, and cannot drift from them.
"""
import json
import subprocess
import sys


def roff(text):
    """Escapes text for roff: backslashes, and a leading dot or quote."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def names(argument):
    out = []
    for name in argument.get("names") or []:
        dash = "-" if name["kind"] == "short" else "--"
        out.append(dash + name["name"])
    return out


def synopsis(argument):
    kind = argument["kind"]
    value = argument.get("valueName") or ""
    if kind == "positional":
        text = "<%s>" % value + (" ..." if argument.get("isRepeating") else "")
    else:
        text = names(argument)[0] if names(argument) else value
        if kind == "option":
            text += " <%s>" % value
    return text if not argument.get("isOptional") else "[%s]" % text


def visible(items):
    return [item for item in items or [] if item.get("shouldDisplay", True)]


def options_section(arguments):
    lines = []
    for argument in visible(arguments):
        if argument["kind"] == "positional":
            label = "<%s>" % argument.get("valueName", "")
        else:
            label = ", ".join(names(argument))
            if argument["kind"] == "option":
                label += " <%s>" % argument.get("valueName", "")
        lines.append(".TP")
        lines.append("\\fB%s\\fR" % roff(label))
        lines.append(roff(argument.get("abstract") or ""))
        if argument.get("discussion"):
            lines.append(".IP")
            lines.append(roff(argument["discussion"]))
        if argument.get("defaultValue") not in (None, "", "false"):
            lines.append("(default: %s)" % roff(str(argument["defaultValue"])))
    return lines


def command_lines(command, path):
    lines = []
    full = " ".join(path)
    usage = " ".join([full] + [synopsis(a) for a in visible(command.get("arguments"))
                               if a["kind"] == "positional" or not a.get("isOptional")] + ["[options]"])
    lines.append(".SS %s" % roff(full))
    lines.append(".B %s" % roff(usage))
    lines.append(".PP")
    lines.append(roff(command.get("abstract") or ""))
    if command.get("discussion"):
        lines.append(".PP")
        lines.append(roff(command["discussion"]))
    lines.extend(options_section(command.get("arguments")))
    for sub in visible(command.get("subcommands")):
        lines.extend(command_lines(sub, path + [sub["commandName"]]))
    return lines


def manpage(info):
    root = info["command"]
    name = root["commandName"]
    subcommands = [s for s in visible(root.get("subcommands")) if s["commandName"] != "help"]
    out = [
        '.TH %s 1 "" "%s" "User Commands"' % (name.upper(), name),
        ".SH NAME",
        "%s \\- %s" % (name, roff(root.get("abstract"))),
        ".SH SYNOPSIS",
        ".B %s" % name,
        "[\\fIsubcommand\\fR] [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        roff(root.get("abstract")),
    ]
    if root.get("discussion"):
        out += [".PP", roff(root["discussion"])]
    out += [".SH OPTIONS"] + options_section(root.get("arguments"))
    out += [".SH SUBCOMMANDS"]
    for sub in subcommands:
        out += command_lines(sub, [name, sub["commandName"]])
    out += [".SH ENVIRONMENT",
            ".TP", "\\fBMAINICHI_DECKS\\fR", "The deck directory to use instead of the installed one.",
            ".TP", "\\fBNO_COLOR\\fR", "When set, the app draws without colour (monochrome theme).",
            ".TP", "\\fBXDG_DATA_HOME\\fR, \\fBXDG_CONFIG_HOME\\fR",
            "Where progress and settings are kept when \\fB\\-\\-data\\-dir\\fR is not given.",
            ".SH SEE ALSO",
            "\\fBmainichi help\\fR \\fIsubcommand\\fR, \\fBmainichi doctor\\fR"]
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: manpage.py path/to/mainichi")
    dump = subprocess.run([sys.argv[1], "--experimental-dump-help"], check=True, capture_output=True, text=True)
    sys.stdout.write(manpage(json.loads(dump.stdout)))


if __name__ == "__main__":
    main()
