// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "tuning/readaheadtuner.h"
#include "tuning/writebacktuner.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

namespace nfstuner {

// Where changes go: the privileged helper over D-Bus (HelperClient), or a
// folder the user owns (LocalTuningBackend, for the demo and --root). Calls are asynchronous;
// `done` runs later on the caller's thread, and never once `context` is gone.
class TuningBackend : public QObject
{
    Q_OBJECT

public:
    template<typename T>
    using Done = std::function<void(Result<T>)>;

    using QObject::QObject;

    // `change.mountpoint` is empty: the helper answers with the BDI's values.
    virtual void setReadahead(const BdiId &bdi, quint32 kib, QObject *context,
                              Done<ReadaheadChange> done) = 0;
    // The same, for as long as this process measures: the helper puts the
    // value from before back by itself when this process's bus connection
    // closes, however it ends; a later setReadahead of the BDI makes a value
    // stay. A folder backend has nobody to put it back: the caller does.
    virtual void setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                                       Done<ReadaheadChange> done) = 0;
    // Answers the new file's SHA-256 (hex).
    virtual void writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                                      const QStringList &unset, const QString &expectedSha256,
                                      QObject *context, Done<QByteArray> done) = 0;
    virtual void applyConfig(QObject *context, Done<QList<ReadaheadChange>> done) = 0;
    // fs.nfs.nfs_congestion_kb now (1 to INT_MAX KiB).
    virtual void setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done) = 0;
    // The same, for as long as this process measures (a write tune): the
    // helper puts the value from before back when this process's bus
    // connection closes, and refuses another process's while this one
    // holds it; a later setNfsCongestionKb makes a value stay. A folder
    // backend has nobody to put it back: the caller does.
    virtual void setNfsCongestionKbTemporary(quint32 kib, QObject *context,
                                             Done<CongestionChange> done) = 0;
    // The same in /etc/sysctl.d/60-nfs-tuner.conf, for boot; 0 removes it.
    // Answers the new file's SHA-256 (hex).
    virtual void writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256,
                                          QObject *context, Done<QByteArray> done) = 0;
    // Whether it can be reached, with its version.
    virtual void version(QObject *context, Done<QString> done) = 0;
};

} // namespace nfstuner
