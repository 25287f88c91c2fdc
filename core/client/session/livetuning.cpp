// SPDX-License-Identifier: GPL-2.0-or-later
#include "session/livetuning.h"

#include "base/atomicfilereplace.h"
#include "conf/readaheadconfigedit.h"
#include "tuning/tuningbackend.h"
#include "writeback/congestionatboot.h"
#include "writeback/writebackstate.h"

#include <utility>

namespace nfstuner {

LiveTuning::LiveTuning(TuningBackend &backend, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
{}

std::unique_ptr<ReadaheadSweep> LiveTuning::measure(const SystemRoot &root,
                                                    const SweepTarget &target,
                                                    const SweepSettings &settings)
{
    return std::make_unique<ReadaheadSweep>(m_backend, root, target, settings);
}

std::unique_ptr<WorkloadTuner> LiveTuning::tune(const SystemRoot &root, const NfsMount &mount,
                                                const WorkloadTuner::Settings &settings)
{
    return std::make_unique<WorkloadTuner>(m_backend, root, mount, settings);
}

std::unique_ptr<WriteTuner> LiveTuning::tuneWrites(const SystemRoot &root, const NfsMount &mount,
                                                   const WriteTuner::Settings &settings)
{
    return std::make_unique<WriteTuner>(m_backend, root, mount, settings);
}

void LiveTuning::keepCongestionAtBoot(const SystemRoot &root, quint32 kib, QObject *context,
                                      TuningBackend::Done<QByteArray> done)
{
    CongestionAtBoot::keep(m_backend, root, kib, context, std::move(done));
}

void LiveTuning::keepReadaheadConfig(const ReadaheadConfigEdit &edit, QObject *context,
                                     TuningBackend::Done<QByteArray> done)
{
    m_backend.writeReadaheadConfig(edit.file, edit.set, edit.unset, edit.expectedSha256, context,
                                   std::move(done));
}

void LiveTuning::checkBackend(QObject *context, TuningBackend::Done<QString> done)
{
    m_backend.version(context, std::move(done));
}

const ChangeStep *LiveTuning::step(int id) const
{
    for (const ChangeStep &step : m_history) {
        if (step.id == id)
            return &step;
    }
    return nullptr;
}

int LiveTuning::run(const QString &what, const QList<PlannedReadahead> &plan,
                    const std::optional<PlannedCongestion> &congestion)
{
    if (busy())
        return 0;
    m_queue.clear();
    for (const PlannedReadahead &entry : plan) {
        if (entry.changes())
            m_queue.append(entry);
    }
    m_congestionKib.reset();
    if (congestion && congestion->changes())
        m_congestionKib = congestion->toKib;
    return begin(what);
}

int LiveTuning::keepTemporary(const QString &what, const BdiChange &change)
{
    if (busy())
        return 0;
    m_queue.clear();
    m_congestionKib.reset();
    m_keeping = change;
    return begin(what);
}

int LiveTuning::begin(const QString &what)
{
    const int id = m_nextId++;
    m_running = ChangeStep{id, QDateTime::currentDateTime(), what, {}, std::nullopt, {}};
    emit busyChanged(true);
    // Even a step with nothing to change ends after it returned, so the
    // caller knows its id when finished() comes.
    QMetaObject::invokeMethod(this, &LiveTuning::next, Qt::QueuedConnection);
    return id;
}

void LiveTuning::next()
{
    if (const auto keeping = std::exchange(m_keeping, std::nullopt)) {
        // A lasting write of the value it holds: the helper then puts
        // nothing back when the tune's process leaves.
        m_backend.setReadahead(
            keeping->bdi, keeping->toKib, this,
            [this, change = *keeping](Result<ReadaheadChange> result) {
                if (result)
                    m_running->changes.append(
                        BdiChange{change.bdi, change.mountpoints, change.fromKib, result->nowKib});
                else
                    m_running->failures.append(
                        QStringLiteral("%1 (%2): %3")
                            .arg(change.bdi.toString(),
                                 change.mountpoints.join(QStringLiteral(", ")),
                                 result.error().message));
                next();
            });
        return;
    }
    if (m_queue.isEmpty() && m_congestionKib) {
        setCongestion(*std::exchange(m_congestionKib, std::nullopt));
        return;
    }
    if (m_queue.isEmpty()) {
        const ChangeStep step = *m_running;
        m_running.reset();
        if (step.changedAnything())
            m_history.append(step);
        emit busyChanged(false);
        emit finished(step);
        return;
    }
    const PlannedReadahead entry = m_queue.takeFirst();
    m_backend.setReadahead(
        entry.bdi, entry.toKib, this, [this, entry](Result<ReadaheadChange> result) {
            const QString name = QStringLiteral("%1 (%2)").arg(
                entry.bdi.toString(), entry.mountpoints.join(QStringLiteral(", ")));
            if (result) {
                m_running->changes.append(
                    BdiChange{entry.bdi, entry.mountpoints, result->previousKib, result->nowKib});
            } else {
                m_running->failures.append(
                    QStringLiteral("%1: %2").arg(name, result.error().message));
                // Not allowed once is not allowed for the rest: stop asking.
                if (result.error().code == Error::Code::NotAuthorized ||
                    result.error().code == Error::Code::Unavailable) {
                    m_queue.clear();
                    m_congestionKib.reset();
                }
            }
            next();
        });
}

void LiveTuning::setCongestion(quint64 kib)
{
    m_backend.setNfsCongestionKb(quint32(kib), this, [this](Result<CongestionChange> result) {
        if (result)
            m_running->congestion = *result;
        else
            m_running->failures.append(QStringLiteral("%1: %2").arg(
                QLatin1String(NfsCongestion::SysctlKey), result.error().message));
        next();
    });
}

} // namespace nfstuner
