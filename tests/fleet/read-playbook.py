#!/usr/bin/python3
"""Reads a playbook from stdin as Ansible's YAML readers do: PyYAML's own
and libyaml's (yaml.CSafeLoader, which Ansible uses where it is built),
with Ansible's !unsafe tag taken as a plain string. Both must read the same
document; prints it as JSON, with each string that carried !unsafe listed
under "unsafe". Exit 1 if a reader refuses the file or they differ, 3 if
PyYAML has no libyaml.
Usage: read-playbook.py < PLAYBOOK"""
import json
import sys

import yaml

if not getattr(yaml, "__with_libyaml__", False):
    print("PyYAML without libyaml", file=sys.stderr)
    sys.exit(3)

text = sys.stdin.buffer.read()
readings = []
for loader in (yaml.SafeLoader, yaml.CSafeLoader):
    unsafe = []

    class Reader(loader):
        pass

    def construct_unsafe(reader, node, unsafe=unsafe):
        value = reader.construct_scalar(node)
        unsafe.append(value)
        return value

    Reader.add_constructor("!unsafe", construct_unsafe)
    try:
        document = yaml.load(text, Loader=Reader)
    except yaml.YAMLError as error:
        print("%s refused it: %s" % (loader.__name__, error), file=sys.stderr)
        sys.exit(1)
    readings.append({"document": document, "unsafe": sorted(unsafe)})
if readings[0] != readings[1]:
    print("PyYAML and libyaml read different documents:\n%r\n%r" % tuple(readings), file=sys.stderr)
    sys.exit(1)
print(json.dumps(readings[0]))
