// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/systemroot.h"
#include "conf/nfsconf.h"

#include <QHash>

#include <optional>

namespace nfstuner {

// Reads nfs.conf the way nfs-utils does: the main file (with its includes),
// then every <main>.d/*.conf in versionsort order; later values win. When the
// main file is under /etc/ and /usr/etc/nfs.conf or /usr/etc/nfs.conf.d/
// exist, they are read first, as nfs-utils 2.7.1+ documents (nfs.conf(5):
// "content of later files always over-rides earlier files"). Which binding
// a [section "arg"] setting replaces follows the nfs-utils installed below
// the root (NfsUtilsRelease).
class NfsConfLoader
{
    Q_DECLARE_TR_FUNCTIONS(NfsConfLoader)

public:
    struct Options
    {
        bool vendorLayer = true;
        int maxIncludeDepth = 16; // nfs-utils has no limit and crashes on cycles
        // Files read as if they held this content (nullopt: as if absent),
        // by system path: what the configuration would be after an edit.
        QHash<QString, std::optional<QByteArray>> replaced;
    };

    // `mainSystemPath` is absolute in the system seen through `root`
    // (normally "/etc/nfs.conf").
    static NfsConf load(const SystemRoot &root, const QString &mainSystemPath);
    static NfsConf load(const SystemRoot &root, const QString &mainSystemPath, Options options);

    // One file's own settings, from memory, includes not followed: what an
    // edit of that file changes (read by the rules of this machine's
    // nfs-utils, NfsUtilsRelease).
    static NfsConf parseContent(const QByteArray &content);
};

} // namespace nfstuner
