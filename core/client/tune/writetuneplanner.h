// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace nfstuner {

// The order of a write tune's trials and its end. The client-wide
// write-back limit is never taken below the start (that slows every mount's
// write-back): the start is measured first, then larger values, ascending,
// for as long as each gains more than tune::KneeTolerance on the best so
// far; a start and a knee within the noise of the paid gain are measured
// again. The end is the knee (the smallest value within KneeTolerance of
// the best) where it beat the start by more than tune::PaidGain beyond the
// noise; else the start stays.
class WriteTunePlanner
{
    Q_DECLARE_TR_FUNCTIONS(WriteTunePlanner)

public:
    struct Setup
    {
        quint64 startKib = 0;
        QList<quint64> candidatesKib; // above the start, ascending
        int maxTrials = 0;
    };

    // One value over its trials: the one-second pieces of what was sent.
    struct Measured
    {
        quint64 kib = 0;
        QList<double> pieces; // bytes per second
        int trials = 0;
        double bytesPerSecond() const;
        // The relative standard error of bytesPerSecond().
        double noise() const;
    };

    struct Step
    {
        quint64 kib = 0;
        QString code; // "start", "raise", "again"
        QString why;
    };

    struct Conclusion
    {
        std::optional<quint64> bestKib;
        std::optional<quint64> kneeKib;
        quint64 finalKib = 0;
        bool tuned = false;
        // "knee", "start-is-knee", "gain-within-noise", "nothing-measured".
        QString code;
        QString why;
    };

    // The start doubled tune::write::Doublings times, at most the kernel's
    // largest value.
    static QList<quint64> defaultCandidates(quint64 startKib);

    explicit WriteTunePlanner(Setup setup);

    void add(quint64 kib, const QList<double> &pieces);
    std::optional<Step> next();
    Conclusion conclude() const;

    const QMap<quint64, Measured> &measured() const { return m_measured; }
    int trials() const { return m_trials; }

private:
    const Measured *best() const;
    const Measured *knee() const;
    // Whether the knee beat the start by the paid gain beyond the noise:
    // yes, no, or nullopt when that is within the noise.
    std::optional<bool> kneePays() const;

    Setup m_setup;
    QMap<quint64, Measured> m_measured;
    int m_trials = 0;
    bool m_climbing = true;
    std::optional<double> m_bestBeforeLast;
};

} // namespace nfstuner
