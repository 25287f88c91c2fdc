// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conf/confsyntax.h"

#include "conf/nfsutilsrelease.h"
#include <QCoreApplication>

#include <QHash>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace nfstuner {

// Looks a name up for "$NAME" values; an empty result means unset.
using EnvironmentLookup = std::function<QByteArray(const QByteArray &name)>;
EnvironmentLookup processEnvironment();
// nfsrahead runs from udev, whose environment holds none of the admin's names.
EnvironmentLookup emptyEnvironment();

// A file nfs-utils reads (or tried to).
struct ConfFile
{
    enum class Role
    {
        VendorMain,   // /usr/etc/nfs.conf (nfs-utils 2.7.1+)
        VendorDropIn, // /usr/etc/nfs.conf.d/*.conf (nfs-utils 2.7.1+)
        Main,         // the file asked for, normally /etc/nfs.conf
        DropIn,       // <main>.d/*.conf
        Include,      // named by an include line
    };
    QString systemPath; // as nfs-utils names it, e.g. /etc/nfs.conf.d/10-ra.conf
    QString path;       // where it was read from (under the system root)
    Role role = Role::Main;
    bool loaded = false;
    QString error; // why it was not loaded; empty when loaded
    QByteArray content;
    QList<ConfLine> lines;
    int includedFrom = -1; // file index, for includes
    int includeLine = 0;
};

// One stored "key = value" in the order nfs-utils applies them.
struct ConfDefinition
{
    QByteArray section; // lower-cased, as nfs-utils stores it
    std::optional<QByteArray> arg;
    QByteArray tag; // as written
    QByteArray value;
    int file = -1; // index into NfsConf::files()
    int line = 0;  // physical line number in that file
};

// Something nfs-utils would warn about, with where.
struct ConfDiagnostic
{
    int file = -1;
    int line = 0;
    QString message;
};

// The configuration as nfs-utils sees it after reading every file.
class NfsConf
{
public:
    NfsConf() = default;

    const QList<ConfFile> &files() const { return m_files; }
    const QList<ConfDefinition> &definitions() const { return m_definitions; }
    const QList<ConfDiagnostic> &diagnostics() const { return m_diagnostics; }
    // nfsconf --get and --dump fail ("Error loading config file") when the
    // main file cannot be read, even if drop-ins could.
    bool mainFileLoaded() const;

    // The stored definition for section/arg/tag, before $NAME expansion
    // (nfsconf --entry), or nullptr.
    const ConfDefinition *binding(QByteArrayView section, const std::optional<QByteArray> &arg,
                                  QByteArrayView tag) const;
    // The value with $NAME expanded from the environment or [environment]
    // (nfsconf --get). A $NAME loop, on which nfs-utils never returns, is unset.
    std::optional<QByteArray> value(QByteArrayView section, const std::optional<QByteArray> &arg,
                                    QByteArrayView tag, const EnvironmentLookup &environment) const;
    // Every definition of section/tag, whatever its arg, in application order:
    // the last one that applied is the binding, earlier ones were shadowed.
    QList<const ConfDefinition *> history(QByteArrayView section, QByteArrayView tag) const;
    // nfsconf --dump, byte for byte.
    QByteArray dump() const;

    // Where a definition stands, "/etc/nfs.conf.d/10-ra.conf:3".
    QString location(const ConfDefinition &definition) const;

    // Builds the stored bindings by applying definitions in order: what the
    // loader ends with. `argBindings` is asked only when the nfs-utils
    // releases would differ: a setting with an arg meeting a binding of the
    // same section and tag with another arg or none.
    static NfsConf fromParts(QList<ConfFile> files, QList<ConfDefinition> definitions,
                             QList<ConfDiagnostic> diagnostics,
                             const std::function<NfsUtilsRelease::ArgBindings()> &argBindings);

private:
    QList<ConfFile> m_files;
    QList<ConfDefinition> m_definitions;
    QList<ConfDiagnostic> m_diagnostics;
    // (lower section, lower tag) -> the definitions bound, in the order
    // they were stored: at most one per arg (NfsUtilsRelease::ArgBindings
    // says which an arg replaces), and only one with OnePerTag.
    QHash<QByteArray, QList<int>> m_bindings;
};

} // namespace nfstuner
