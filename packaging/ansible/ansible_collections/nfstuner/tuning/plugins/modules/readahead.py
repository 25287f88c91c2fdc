#!/usr/bin/python
# -*- coding: utf-8 -*-
# SPDX-License-Identifier: GPL-2.0-or-later
# The work is done by nfs-tuner-cli's machine interface (`config save --json`),
# so the module, the window and the command line make exactly the same edit.

from __future__ import absolute_import, division, print_function
__metaclass__ = type

DOCUMENTATION = r'''
---
module: readahead
short_description: NFS client readahead, saved for nfsrahead and applied to mounts
version_added: "0.1.0"
description:
  - Keeps the readahead that nfs-utils' C(nfsrahead) udev helper gives each new NFS mount
    (the C([nfsrahead]) keys C(nfs), C(nfs4) and C(default)) and NFS Tuner's per-export rules
    (section C([nfs-tuner])) in one nfs.conf file. Only the lines of the keys given change;
    comments and every other setting stay as they are.
  - A value another file overrides (one nfs-utils reads later) would never take effect, so the
    module fails, naming the file and line that win, and changes nothing.
  - With I(apply_now), every mounted NFS backing device (BDI) is then set to what nfsrahead
    would choose for it now, as if each mount had just appeared.
  - Runs C(nfs-tuner-cli config save --json). On the real system the changes go through
    nfs-tuner-helper, which asks polkit (root is allowed); run the task with C(become).
requirements:
  - nfs-tuner-cli (Debian package C(nfs-tuner)) on the managed host
author:
  - NFS Tuner developers
options:
  nfs:
    description:
      - Readahead in KiB for NFSv2 and NFSv3 mounts (C([nfsrahead] nfs)), or a size with a unit
        such as C(15M).
      - C(null) removes the key from I(file). Leave the option out to keep the key as it is.
    type: raw
  nfs4:
    description:
      - Readahead in KiB for NFSv4 mounts (C([nfsrahead] nfs4)), or a size with a unit.
      - C(null) removes the key. Leave the option out to keep it as it is.
    type: raw
  default:
    description:
      - Readahead in KiB for NFS mounts the other two keys do not cover
        (C([nfsrahead] default)), or a size with a unit.
      - C(null) removes the key. Leave the option out to keep it as it is.
    type: raw
  rules:
    description:
      - Per-export rules in C([nfs-tuner]), read by NFS Tuner's udev helper when a mount appears.
        Each key is a server (C(fileserver)), an export (C(fileserver:/export/media)) or a mount
        point (C(/mnt/media)); each value KiB, or C(null) to remove the rule.
      - Rules not named here stay as they are.
    type: dict
  file:
    description:
      - The file to edit, as the managed system names it. C(/etc/nfs.conf) or
        C(/etc/nfs.conf.d/NAME.conf); a missing drop-in is created.
    type: path
    default: /etc/nfs.conf.d/99-nfs-tuner.conf
  apply_now:
    description:
      - Also set every mounted NFS BDI to what nfsrahead would choose now. Reports a change only
        for BDIs whose readahead was different.
    type: bool
    default: false
  root:
    description:
      - A folder laid out like a system (C(ROOT/etc/nfs.conf), C(ROOT/proc/self/mountinfo),
        C(ROOT/sys/class/bdi)) to work on instead of C(/), with the permissions of the user the
        task runs as and without the helper. For tests and staging images.
    type: path
    default: /
attributes:
  check_mode:
    description: Can run in check_mode and return changed status prediction without modifying target.
    support: full
  diff_mode:
    description: Will return details on what has changed (or possibly needs changing in check_mode), when in diff mode.
    support: full
    details: The file before and after, and the readahead of each mounted BDI that changes.
  platform:
    description: Target OS/family that can be operated against.
    support: full
    platforms: posix
notes:
  - nfs-utils reads C(/etc/nfs.conf), then C(/etc/nfs.conf.d/*.conf) in version order; later
    files win. The default I(file) is named to be read last.
  - Readahead belongs to the BDI, so mounts sharing a superblock share it.
seealso:
  - name: nfs.conf(5)
    description: The nfs-utils configuration files, their order and sections.
    link: https://manpages.debian.org/bookworm/nfs-common/nfs.conf.5.en.html
'''

EXAMPLES = r'''
- name: 15 MiB readahead for NFSv4 mounts, now and at every mount
  nfstuner.tuning.readahead:
    nfs4: 15360
    apply_now: true
  become: true

- name: 1 MiB for one export, and no default key any more
  nfstuner.tuning.readahead:
    default: null
    rules:
      fileserver:/export/media: 1024
  become: true

- name: The same in /etc/nfs.conf itself
  nfstuner.tuning.readahead:
    file: /etc/nfs.conf
    nfs: 16M
  become: true
'''

RETURN = r'''
file:
  description: The file edited, as the managed system names it.
  returned: always
  type: str
  sample: /etc/nfs.conf.d/99-nfs-tuner.conf
keys:
  description: Each key given, with its section, the KiB asked for (null to remove) and whether it
    takes effect.
  returned: when keys were given
  type: list
  elements: dict
  sample: [{"key": "nfs4", "section": "nfsrahead", "kib": 15360, "takes_effect": true, "problem": ""}]
applied:
  description: With I(apply_now), each mounted NFS BDI, its first mount point and its readahead
    before and after.
  returned: when apply_now is true
  type: list
  elements: dict
  sample: [{"bdi": "0:52", "mountpoint": "/srv/projects", "from_kib": 128, "to_kib": 15360, "changed": true}]
'''

import json

from ansible.module_utils.basic import AnsibleModule, _load_params
from ansible.module_utils.six import integer_types, string_types

NFSRAHEAD_KEYS = ('nfs', 'nfs4', 'default')


def size_text(name, value):
    """A value as the CLI takes it; the CLI itself checks the range."""
    if isinstance(value, bool) or not isinstance(value, integer_types + string_types):
        raise ValueError('%s: expected KiB as a whole number (or a size such as 15M), or null to '
                         'remove it; got %r' % (name, value))
    return str(value)


def cli_arguments(module, given):
    """`config save` arguments for the options the task gave (null included)."""
    sets, unsets = [], []
    for key in NFSRAHEAD_KEYS:
        if key not in given:
            continue
        value = module.params[key]
        if value is None:
            unsets.append(key)
        else:
            sets.append('%s=%s' % (key, size_text(key, value)))
    for key, value in sorted((module.params['rules'] or {}).items()):
        if key.lower() in NFSRAHEAD_KEYS:
            raise ValueError('rules: "%s" is an [nfsrahead] key: give it as the option %s'
                             % (key, key.lower()))
        if value is None:
            unsets.append(key)
        else:
            sets.append('%s=%s' % (key, size_text('rules: ' + key, value)))
    arguments = []
    for key in unsets:
        arguments += ['--unset', key]
    return arguments, sets


def readahead_lines(applied, field):
    return ''.join('%s %s: %s KiB\n' % (entry['bdi'], entry['mountpoint'], entry[field])
                   for entry in applied if entry['changed'])


def diff_of(report):
    diffs = []
    config = report.get('config')
    if config and config['changed']:
        diffs.append({'before_header': report['file'], 'after_header': report['file'],
                      'before': config['before'] or '', 'after': config['after'] or ''})
    applied = report.get('applied') or []
    if any(entry['changed'] for entry in applied):
        header = 'read_ahead_kb of the mounted BDIs'
        diffs.append({'before_header': header, 'after_header': header,
                      'before': readahead_lines(applied, 'from_kib'),
                      'after': readahead_lines(applied, 'to_kib')})
    return diffs


def message(report, check_mode):
    parts = []
    config = report.get('config')
    if config is not None:
        if not config['changed']:
            parts.append('%s already has these settings' % report['file'])
        else:
            parts.append('%s %s' % ('would save' if check_mode else 'saved', report['file']))
    if 'applied' in report:
        changed = [entry for entry in report['applied'] if entry['changed']]
        parts.append('%s %d of %d mounted NFS BDIs' % ('would set' if check_mode else 'set',
                                                       len(changed), len(report['applied'])))
    return '; '.join(parts)


def main():
    module = AnsibleModule(
        argument_spec=dict(
            nfs=dict(type='raw'),
            nfs4=dict(type='raw'),
            default=dict(type='raw'),
            rules=dict(type='dict'),
            file=dict(type='path', default='/etc/nfs.conf.d/99-nfs-tuner.conf'),
            apply_now=dict(type='bool', default=False),
            root=dict(type='path', default='/'),
        ),
        supports_check_mode=True,
    )
    # Options as the task wrote them: "nfs: null" removes the key, a missing
    # nfs leaves it alone, and module.params shows both as None.
    given = _load_params()
    try:
        options, sets = cli_arguments(module, given)
    except ValueError as error:
        module.fail_json(msg=str(error))
    if not options and not sets and not module.params['apply_now']:
        module.fail_json(msg='nothing to do: give nfs, nfs4, default, rules or apply_now')

    command = [module.get_bin_path('nfs-tuner-cli', required=True), 'config', 'save', '--json',
               '--root', module.params['root'], '--file', module.params['file']]
    if module.check_mode:
        command.append('--check')
    if module.params['apply_now']:
        command.append('--apply')
    command += options + ['--'] + sets
    rc, out, err = module.run_command(command)
    try:
        report = json.loads(out)
    except ValueError:
        module.fail_json(msg=err.strip() or 'nfs-tuner-cli gave no answer', rc=rc, stdout=out,
                         stderr=err, cmd=command)

    result = dict(changed=report['changed'], file=report.get('file'),
                  diff=diff_of(report))
    if 'config' in report:
        result['keys'] = report['config']['keys']
    if 'applied' in report:
        result['applied'] = report['applied']
    if 'error' in report or rc != 0:
        module.fail_json(msg=report.get('error') or err.strip(), rc=rc, **result)
    module.exit_json(msg=message(report, module.check_mode), **result)


if __name__ == '__main__':
    main()
