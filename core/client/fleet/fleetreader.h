// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "fleet/fleetmounts.h"
#include "fleet/prometheustransport.h"

#include <QDateTime>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace nfstuner {

// A host's mount over time: its readahead, what the advice recommended,
// and the export's read rate on that host.
struct FleetHistory
{
    QString instance;
    QString mountpoint;
    QDateTime start;
    QDateTime end;
    QList<PromSample> readAheadBytes;
    QList<PromSample> recommendedBytes;
    QList<PromSample> readBytesPerSecond;
};

// Reads the fleet from Prometheus without waiting: every query of
// FleetMounts at once, each answer read in a worker thread, the mounts
// built there when the last is in; and one
// mount's history from range queries. A newer read makes older answers
// void, so a slow server never overwrites what a later read showed.
class FleetReader : public QObject
{
    Q_OBJECT

public:
    explicit FleetReader(std::unique_ptr<PrometheusTransport> transport, QObject *parent = nullptr);
    ~FleetReader() override;

    const PrometheusConnection &connection() const { return m_transport->connection(); }
    // The label hosts are named by (FleetMounts::build); from the next read.
    void setHostLabel(const QString &label) { m_hostLabel = label; }
    const QString &hostLabel() const { return m_hostLabel; }
    // Until the newest read is shown or has failed.
    bool isReading() const;
    void read();
    void readHistory(const FleetMount &mount, const QDateTime &end, int hours);

    // The expressions of a mount's history, its labels quoted for PromQL.
    static QString readAheadExpression(const FleetMount &mount);
    static QString recommendedExpression(const FleetMount &mount);
    static QString readRateExpression(const FleetMount &mount);

signals:
    void mountsRead(const QList<nfstuner::FleetMount> &mounts);
    void readFailed(const nfstuner::Error &error);
    void historyRead(const nfstuner::FleetHistory &history);
    void historyFailed(const nfstuner::Error &error);

private:
    void answered(quint64 generation, FleetMounts::Query query, const Result<QByteArray> &body);
    void parsed(quint64 generation, FleetMounts::Query query, Result<QList<PromSeries>> series);
    void failed(const Error &error);
    void historyAnswered(int part, const Result<QByteArray> &body);

    std::unique_ptr<PrometheusTransport> m_transport;
    QString m_hostLabel = FleetMounts::InstanceLabel;
    QThreadPool m_work; // reads the answers and joins them, off the caller's thread
    quint64 m_generation = 0;
    quint64 m_built = 0; // the newest read shown or failed
    int m_pending = 0;
    QHash<FleetMounts::Query, QList<PromSeries>> m_answers;
    quint64 m_historyGeneration = 0;
    int m_historyPending = 0;
    bool m_historyFailed = false;
    FleetHistory m_history;
};

} // namespace nfstuner
