// SPDX-License-Identifier: GPL-2.0-or-later
#include "sweep/readaheadsweep.h"

#include "base/logging.h"
#include "sweep/sweepread.h"
#include "tuning/tuningbackend.h"

#include <QThread>

namespace nfstuner {

ReadaheadSweep::ReadaheadSweep(TuningBackend &backend, SystemRoot root, SweepTarget target,
                               SweepSettings settings, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_root(std::move(root))
    , m_target(std::move(target))
    , m_settings(std::move(settings))
{
    m_progressTimer.setInterval(200);
    connect(&m_progressTimer, &QTimer::timeout, this, &ReadaheadSweep::reportProgress);
}

ReadaheadSweep::~ReadaheadSweep()
{
    if (m_reader) {
        m_cancel = true;
        m_reader->wait();
        delete m_reader;
    }
    // Gone before it could put the value back: ask for it anyway (the
    // helper would only do it once this whole process leaves the bus).
    if (m_running && !m_stopping && m_originalKib)
        m_backend.setReadahead(m_target.mount.bdi, *m_originalKib, &m_backend,
                               [](const Result<ReadaheadChange> &) {});
}

qint64 ReadaheadSweep::bytesPerRun() const
{
    return m_settings.bytes > 0 ? std::min(m_settings.bytes, m_target.size) : m_target.size;
}

void ReadaheadSweep::start()
{
    if (m_running)
        return;
    m_running = true;
    if (auto checked = m_settings.check(); !checked)
        return stop(checked.error());
    setNextValue();
}

void ReadaheadSweep::cancel()
{
    if (!m_running || m_stopping)
        return;
    m_cancel = true;
    m_cancelled = true;
}

void ReadaheadSweep::setNextValue()
{
    if (m_points.size() == m_settings.valuesKib.size())
        return stop(std::nullopt);
    const quint32 kib = m_settings.valuesKib[m_points.size()];
    qCDebug(lcTuning) << "sweep: readahead" << kib << "KiB on" << m_target.mount.bdi.toString();
    m_backend.setReadaheadTemporary(m_target.mount.bdi, kib, this,
                                    [this, kib](Result<ReadaheadChange> change) {
                                        if (!change)
                                            return stop(change.error());
                                        if (!m_originalKib)
                                            m_originalKib = change->previousKib;
                                        m_current = SweepPoint{kib, change->nowKib, {}};
                                        measure();
                                    });
}

void ReadaheadSweep::measure()
{
    if (m_cancel)
        return stop(Error{Error::Code::IoError, tr("cancelled")});
    SweepRead job{m_root,        m_target.realPath,   m_target.file, m_target.mount.mountpoint,
                  bytesPerRun(), m_settings.blockSize};
    m_readResult.reset();
    m_reader = QThread::create([this, job = std::move(job), reader = m_runReader] {
        m_readResult = reader ? reader(job, m_cancel, m_bytesDone) : job.run(m_cancel, m_bytesDone);
    });
    connect(m_reader, &QThread::finished, this, &ReadaheadSweep::onMeasured);
    m_reader->start();
    m_progressTimer.start();
    reportProgress();
}

void ReadaheadSweep::onMeasured()
{
    m_progressTimer.stop();
    m_reader->wait();
    delete std::exchange(m_reader, nullptr);
    if (m_cancel)
        return stop(Error{Error::Code::IoError, tr("cancelled")});
    const Result<SweepRun> run = std::move(*m_readResult);
    if (!run)
        return stop(run.error());
    m_current.runs.append(*run);
    if (m_current.runs.size() < m_settings.repeat)
        return measure();
    m_points.append(m_current);
    emit pointMeasured(m_current);
    setNextValue();
}

void ReadaheadSweep::reportProgress()
{
    const int runs = int(m_settings.valuesKib.size()) * m_settings.repeat;
    const int run = int(m_points.size()) * m_settings.repeat + int(m_current.runs.size()) + 1;
    emit progress(run, runs, m_current.readAheadKib, m_bytesDone);
}

void ReadaheadSweep::stop(std::optional<Error> error)
{
    if (m_stopping)
        return;
    m_stopping = true;
    m_error = std::move(error);
    const auto done = [this] {
        m_running = false;
        emit finished();
    };
    if (!m_originalKib) {
        m_restored = true; // nothing was changed
        return done();
    }
    const quint32 original = *m_originalKib;
    m_backend.setReadahead(
        m_target.mount.bdi, original, this, [this, original, done](Result<ReadaheadChange> change) {
            m_restored = change.ok();
            if (!change) {
                const QString why = tr("the readahead from before (%1 KiB) could not be put "
                                       "back: %2")
                                        .arg(original)
                                        .arg(change.error().message);
                m_error = Error{change.error().code,
                                m_error ? m_error->message + QLatin1Char('\n') + why : why};
            }
            done();
        });
}

} // namespace nfstuner
