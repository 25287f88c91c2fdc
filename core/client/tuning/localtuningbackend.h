// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheadtuner.h"
#include "tuning/tuningbackend.h"

namespace nfstuner {

// The demo and --root: the same checks and changes as the helper, in this
// process, on a folder the user owns. No polkit: nothing outside the folder is touched.
class LocalTuningBackend : public TuningBackend
{
    Q_OBJECT

public:
    explicit LocalTuningBackend(SystemRoot root, QObject *parent = nullptr);

    void setReadahead(const BdiId &bdi, quint32 kib, QObject *context,
                      Done<ReadaheadChange> done) override;
    void setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                               Done<ReadaheadChange> done) override;
    void writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                              const QStringList &unset, const QString &expectedSha256,
                              QObject *context, Done<QByteArray> done) override;
    void applyConfig(QObject *context, Done<QList<ReadaheadChange>> done) override;
    void setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done) override;
    void setNfsCongestionKbTemporary(quint32 kib, QObject *context,
                                     Done<CongestionChange> done) override;
    void writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256, QObject *context,
                                  Done<QByteArray> done) override;
    void version(QObject *context, Done<QString> done) override;

private:
    ReadaheadTuner m_tuner;
    WritebackTuner m_writeback;
};

} // namespace nfstuner
