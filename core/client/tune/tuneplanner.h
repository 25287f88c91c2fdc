// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "tune/trialevidence.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace nfstuner {

// The order of a tune's trials and its end, from what the trials measured:
// first the value set now; then the direction and the next value as the
// readahead advisor gives them, judged with the tune's own measurements as
// its throughput memory (a raise that did not lose is followed by a larger
// one); a larger value is tried even where the advisor sees no reason, since
// only a measurement tells whether raising pays; then the values between the knee
// and the largest value below it; and a value whose figure is within the
// noise of a threshold a decision hangs on is measured again. The end is the
// knee, the smallest value within tune::KneeTolerance of the best measured,
// unless it measured below the start, or is larger than the start and did
// not beat it by more than tune::PaidGain beyond the noise. docs/TUNING.md
// has the rules.
class TunePlanner
{
    Q_DECLARE_TR_FUNCTIONS(TunePlanner)

public:
    struct Setup
    {
        quint32 startKib = 0;
        quint32 rsize = 0; // bytes
        // The values it may try, ascending; empty: defaultCandidates().
        QList<quint32> candidatesKib;
        int maxTrials = 0;
    };

    // What one value gave over its trials, pooled.
    struct Measured
    {
        quint32 kib = 0;
        TrialEvidence evidence;
        int trials = 0;
        double bytesPerSecond() const { return evidence.bytesPerSecond().value_or(0); }
    };

    // The next trial and why (a code for scripts, a sentence for people).
    struct Step
    {
        quint32 kib = 0;
        QString code;
        QString why;
    };

    // The values tried by default for an rsize: 128 KiB doubled up to
    // 15 x rsize, and 15 x rsize (at most what the helper accepts).
    static QList<quint32> defaultCandidates(quint32 rsize);

    explicit TunePlanner(Setup setup);

    // A trial ended: what `kib` gave over it.
    void add(quint32 kib, const TrialEvidence &trial);
    // The next value to measure, or nullopt when the tune should end here.
    std::optional<Step> next();

    struct Conclusion
    {
        std::optional<quint32> bestKib; // nullopt when nothing was measured
        std::optional<quint32> kneeKib;
        quint32 finalKib = 0;
        bool tuned = false; // the knee differs from the start and measured at least as well
        // "knee", "start-is-knee", "gain-within-noise", "knee-below-start",
        // "nothing-measured".
        QString code;
        QString why;
    };
    Conclusion conclude() const;

    const QMap<quint32, Measured> &measured() const { return m_measured; }
    // The knee of what was measured so far: the smallest value within
    // tune::KneeTolerance of the best.
    std::optional<quint32> kneeKib() const;
    int trials() const { return m_trials; }
    const Setup &setup() const { return m_setup; }

private:
    enum class Direction
    {
        Up,
        Down
    };

    std::optional<Step> explore();
    std::optional<Step> firstMove();
    std::optional<Step> refine() const;
    std::optional<Step> confirm() const;
    // A value of the candidates beyond `from` in `direction`, the nearest to
    // `target` (the extreme one when `target` lies beyond every candidate);
    // nullopt when none is left or it was measured already.
    std::optional<quint32> unmeasuredToward(quint32 target, quint32 from,
                                            Direction direction) const;
    // What the advisor says of the reads at `kib`, with every value measured.
    struct AdvisorSays;
    AdvisorSays advise(quint32 kib) const;
    // Whether `a` and `b` (figures with their relative noise) are within
    // tune::NoiseZ standard errors of each other.
    static bool withinNoise(double a, double noiseA, double b, double noiseB);
    // The value measured again to settle a comparison: the one with fewer
    // trials that may still have one.
    std::optional<quint32> againOf(quint32 a, quint32 b) const;
    const Measured *find(quint32 kib) const;
    const Measured *best() const;
    const Measured *knee() const;

    Setup m_setup;
    QMap<quint32, Measured> m_measured;
    int m_trials = 0;
    QList<quint32> m_path; // the values explored, in order
    std::optional<Direction> m_direction;
    bool m_exploring = true;
};

} // namespace nfstuner
