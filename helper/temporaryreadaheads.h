// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "callpipeline.h"
#include "tuning/readaheadtuner.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace nfstuner {

// The readaheads set until their callers leave (SetReadaheadTemporary), and
// their putting back. Kept per BDI rather than per caller: the value from
// before the first temporary change, the temporary value now, the mounts it
// was made on, and who holds it. The value goes back when the last holder
// leaves, and when the helper stops, in the pipeline's workers (blocking
// when the helper stops), and then only if the BDI still has the temporary
// value on the same mounts (ReadaheadTuner::putBack); either way it is
// logged. The record stays until its put-back is done: a temporary change
// made meanwhile, before or after the put-back's turn, keeps the value
// from before the first. A lasting change of the BDI, by anyone, ends its
// temporaries, so that nothing is put back over it.
class TemporaryReadaheads : public QObject
{
    Q_OBJECT

public:
    using Holder = CallPipeline::Caller;

    TemporaryReadaheads(const ReadaheadTuner &tuner, AuditLog &log, CallPipeline &pipeline,
                        QObject *parent = nullptr);

    // A temporary change made for `holder`.
    void made(const Holder &holder, const ReadaheadChange &change);
    // A lasting change of `bdi` by `by`: its temporaries end, nothing goes back.
    void endedBy(const Holder &by, const BdiId &bdi);
    // `busName` left: what it was the last holder of goes back.
    void left(const QString &busName);
    // Everything held goes back, before this returns: the helper stops
    // (after waiting for the workers, so that put-backs under way are done).
    void putBackAll();

    bool holds(const QString &busName) const;
    bool isEmpty() const { return m_records.isEmpty(); }

signals:
    // A value went back, or was left as it was on purpose, or failed to.
    void putBackDone();

private:
    struct Record
    {
        BdiId bdi;
        quint32 originalKib = 0;
        quint32 temporaryKib = 0;
        BdiMounts madeOn;
        QList<Holder> holders;   // the last is the one that set it last
        quint64 puttingBack = 0; // no holder left: the put-back under way, 0 for none
    };

    void putBack(const QList<Record> &records, const QString &why, bool blocking);

    const ReadaheadTuner &m_tuner;
    AuditLog &m_log;
    CallPipeline &m_pipeline;
    QHash<BdiId, Record> m_records;
    quint64 m_nextPutBack = 1;
};

} // namespace nfstuner
