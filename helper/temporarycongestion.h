// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "auditlog.h"
#include "callpipeline.h"
#include "tuning/writebacktuner.h"

#include <QObject>
#include <QString>

#include <optional>

namespace nfstuner {

// The client-wide write-back limit while a caller holds it temporarily
// (SetNfsCongestionKbTemporary, a write tune). One holder at a time: the
// value is every mount's, so two tunes would measure each other's values.
// The value from before the first temporary change goes back when the
// holder leaves and when the helper stops, in the pipeline's turn, and only
// where the limit still has the temporary value (WritebackTuner::
// putBackCongestion); either way it is logged. A lasting change by anyone
// ends the hold: nothing is put back over it.
class TemporaryCongestion : public QObject
{
    Q_OBJECT

public:
    using Holder = CallPipeline::Caller;

    TemporaryCongestion(const WritebackTuner &tuner, AuditLog &log, CallPipeline &pipeline,
                        QObject *parent = nullptr);

    // Who holds it other than `busName`, for the refusal: nullopt when
    // nobody else does.
    std::optional<Holder> heldByOtherThan(const QString &busName) const;
    // A temporary change made for `holder`.
    void made(const Holder &holder, const CongestionChange &change);
    // A lasting change by `by`: the hold ends, nothing goes back.
    void endedBy(const Holder &by);
    void left(const QString &busName);
    // The value goes back before this returns: the helper stops.
    void putBackAll();

    bool holds(const QString &busName) const;
    bool isEmpty() const { return !m_record; }

signals:
    void putBackDone();

private:
    struct Record
    {
        Holder holder;
        quint64 originalKib = 0;
        quint64 temporaryKib = 0;
        quint64 puttingBack = 0; // the put-back under way, 0 for none
    };

    void putBack(const Record &record, const QString &why, bool blocking);

    const WritebackTuner &m_tuner;
    AuditLog &m_log;
    CallPipeline &m_pipeline;
    std::optional<Record> m_record;
    quint64 m_nextPutBack = 1;
};

} // namespace nfstuner
