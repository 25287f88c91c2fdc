// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"

#include <QByteArray>

#include <optional>

namespace nfstuner {

// What differs between nfs-utils releases in how nfs.conf is read, and
// which release a system has.
namespace NfsUtilsRelease {

// A setting in a section with an argument ([section "arg"]) replaces:
enum class ArgBindings
{
    // every earlier binding of the same section and tag, whatever its arg
    // (nfs-utils up to 2.8.2: Debian 12, Ubuntu 24.04, RHEL 9);
    OnePerTag,
    // only one with the same arg; a setting without an arg still replaces
    // all (nfs-utils 2.8.3 on, "conffile: add 'arg' argument to
    // conf_remove_now()": Debian 13).
    OnePerArg,
};

// The upstream version of nfs-utils installed below `root`, from dpkg's
// record of nfs-common ("1:2.8.3-1" gives "2.8.3"); nullopt where that
// record is missing (another package manager, or a test folder).
std::optional<QByteArray> installedVersion(const SystemRoot &root);

// The rule of that version; OnePerTag when unknown, as most long-term
// releases still ship it.
ArgBindings argBindings(const std::optional<QByteArray> &version);

// Whether nfsconf --get and --dump fail ("Error loading config file") when
// the main file is missing, even though drop-ins could be read: up to
// nfs-utils 2.6.4; from 2.7.1 it reads the drop-ins ("conffile: don't report
// error from conf_init_file()"). The daemons and nfsrahead always read them.
// True when unknown.
bool nfsconfNeedsMainFile(const std::optional<QByteArray> &version);

} // namespace NfsUtilsRelease

} // namespace nfstuner
