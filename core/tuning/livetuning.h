// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tuning/readaheadplan.h"

#include <QDateTime>
#include <QObject>

namespace nfstuner {

class TuningBackend;

// One BDI's readahead as a step changed it.
struct BdiChange
{
    BdiId bdi;
    QStringList mountpoints;
    quint32 fromKib = 0;
    quint32 toKib = 0;
};

// One live change made from the window: what, when, which BDIs from what
// to what, and what failed.
struct ChangeStep
{
    int id = 0;
    QDateTime when;
    QString what;
    QList<BdiChange> changes;
    QStringList failures;
};

// Makes live readahead changes through the backend (the helper), exactly
// as a confirmed plan says, one BDI after another, and keeps the history
// of what was done since the window opened.
class LiveTuning : public QObject
{
    Q_OBJECT

public:
    explicit LiveTuning(TuningBackend &backend, QObject *parent = nullptr);

    // Sets the BDIs of `plan` that change; `what` names the step. Gives the
    // id of the step it started (finished() carries it), 0 while another
    // run is going on, which it leaves alone.
    int run(const QString &what, const QList<PlannedReadahead> &plan);
    bool busy() const { return m_running.has_value(); }
    TuningBackend &backend() const { return m_backend; }

    const QList<ChangeStep> &history() const { return m_history; }
    const ChangeStep *step(int id) const;

signals:
    void busyChanged(bool busy);
    // A run ended; its step is in history() when anything changed.
    void finished(const ChangeStep &step);

private:
    void next();

    TuningBackend &m_backend;
    QList<PlannedReadahead> m_queue;
    std::optional<ChangeStep> m_running;
    QList<ChangeStep> m_history;
    int m_nextId = 1;
};

} // namespace nfstuner
