// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "base/systemroot.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

#include <memory>
#include <optional>

namespace nfstuner {

class NfsConf;

// An edit of the [nfsrahead] keys and [nfs-tuner] rules of one file, prepared as the helper will
// make it (the same lossless editor), with what it will do: the file's new
// content, the hash the helper must still find, and for each key whether
// the edit takes effect once nfsrahead reads every file again. A value
// saved where a later drop-in overrides it never applies: the window and
// the CLI refuse such a save and name the file that wins.
class ReadaheadConfigEdit
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadConfigEdit)

public:
    // key -> KiB to set, or nullopt to unset. nfs, nfs4 and default are
    // [nfsrahead]'s; any other key is an [nfs-tuner] rule.
    using Changes = QMap<QByteArray, std::optional<quint32>>;

    struct KeyOutcome
    {
        QByteArray key;
        QByteArray section;
        std::optional<quint32> wanted; // nullopt: unset
        bool takesEffect = true;
        QString problem; // why not, naming the file and line that win
    };

    // `before`: the file as the caller read it (nullopt: it does not exist).
    // Keys whose value in that file already is the wanted one are left out.
    static Result<ReadaheadConfigEdit> prepare(const SystemRoot &root, const QString &file,
                                               const std::optional<QByteArray> &before,
                                               const Changes &changes);
    // Reads `file` under `root` now: what prepare() takes as `before`.
    static Result<std::optional<QByteArray>> readTarget(const SystemRoot &root,
                                                        const QString &file);
    // A drop-in name for a new file that nfs-utils reads after every
    // existing one, so its values win; empty when no such name is allowed.
    static QString newDropInPath(const NfsConf &conf);
    // The existing drop-in nfs-utils reads right after a drop-in named as
    // `path` (versionsort order); empty when it would be read last.
    static QString firstDropInAfter(const NfsConf &conf, const QString &path);

    QString file;
    std::optional<QByteArray> before;
    std::optional<QByteArray> after;
    // What the helper's WriteReadaheadConfig takes.
    QMap<QString, QString> set;
    QStringList unset;
    QString expectedSha256;
    QList<KeyOutcome> outcomes;
    // Every nfs.conf file as nfs-utils will read them once the edit is
    // saved: the outcomes come from it, and the settings page shows from it
    // which mounts each rule would decide, without reading the files again.
    std::shared_ptr<const NfsConf> confAfter;

    bool changesSomething() const { return !set.isEmpty() || !unset.isEmpty(); }
    QStringList problems() const;
};

} // namespace nfstuner
