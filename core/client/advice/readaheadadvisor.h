// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "advice/throughputmemory.h"
#include "mounts/bdiid.h"
#include "mounts/nfsmount.h"
#include "readers/readerrates.h"
#include "stats/readwindow.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace nfstuner {

enum class AdviceVerdict
{
    Raise,
    Lower,
    Keep,
    Unknown // not enough data: never a guess
};
// "raise", "lower", "keep", "unknown": the names scripts see.
QString verdictName(AdviceVerdict verdict);
// The verdict of one of those names (read back from Prometheus, say).
std::optional<AdviceVerdict> verdictNamed(const QString &name);

// One reason of a verdict: a stable code for scripts, a sentence for people.
struct AdviceReason
{
    QString code;
    QString text;
};

// The figures a verdict rests on; nullopt where the window cannot tell.
struct AdviceEvidence
{
    quint64 readOps = 0;
    std::optional<double> averageReadBytes;
    std::optional<double> readsInFlight; // mean READs outstanding while busy
    std::optional<double> overfetch;     // wire read bytes / application read bytes
    std::optional<double> readRttMs;
    std::optional<double> readBytesPerSecond; // application reads over the window
    // MB/s while reading (ReadWindow::readingBytesPerSecond): what the
    // throughput memory keeps for this value, as Tune… measures it.
    std::optional<double> readingBytesPerSecond;
};

// What one backing device (one superblock: its mounts share one readahead)
// should have, and why.
struct BdiAdvice
{
    BdiId bdi;
    QStringList mountpoints;
    std::optional<quint32> readAheadKib; // unknown when sysfs could not be read
    quint32 rsize = 0;
    AdviceVerdict verdict = AdviceVerdict::Unknown;
    std::optional<quint32> recommendedKib; // none for Unknown
    QList<AdviceReason> reasons;
    AdviceEvidence evidence;
    // What each value gave on this device (the throughput memory, this
    // window included), and the one that gave the most.
    QList<MeasuredValue> measured;
    std::optional<MeasuredValue> bestMeasured;
};

// A warning that needs no traffic: a readahead below rsize caps every READ
// at the readahead (Linux 5.4 on: 128 KiB against a 1 MiB rsize). The table
// flags it on the value set now and on the one nfsrahead would set on the
// next mount.
struct ReadaheadWarning
{
    bool limiting = false;
    QString explanation; // empty when not limiting
};

// One process's part of a mount's reads (ReadersService), as the
// advisor weighs it.
struct ReaderShare
{
    QString who;      // "dd (pid 412, alice)"
    double share = 0; // of the mount's bytes read, 0 to 1
    ReaderPattern pattern = ReaderPattern::Idle;
    std::optional<double> averageCallBytes;
};

// The readahead advisor: a verdict per BDI from its reads over a window.
// The rules and thresholds (advicethresholds.h) are explained in
// docs/ADVICE.md.
class ReadaheadAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(ReadaheadAdvisor)

public:
    struct Input
    {
        BdiId bdi;
        QStringList mountpoints;
        std::optional<quint32> readAheadKib;
        quint32 rsize = 0;
        ReadWindow window;
        // What the throughput memory holds for this device, this window's
        // measurement (measurementOf) included; empty when none is kept.
        QList<MeasuredValue> measured;
        // Who read the mount lately, by share (ReadersService::sharesOf);
        // empty where no process could be looked at (a capture).
        QList<ReaderShare> readers;
        // The raise last advised at this readahead (the window's tracker
        // keeps it): it stays the advice while the need stays near it.
        std::optional<quint32> previousRaiseKib;

        // For the BDI of `mount`, whose other mounts are `sharing`.
        static Input forMount(const NfsMount &mount, const QStringList &sharing,
                              std::optional<quint32> readAheadKib, ReadWindow window);
    };
    // Sentences: each reason with its text. Codes: the codes only, for a
    // verdict that is shown without its reasons (they are asked for again
    // when someone looks).
    enum class Wording
    {
        Sentences,
        Codes
    };
    static BdiAdvice advise(const Input &input, Wording wording = Wording::Sentences);
    // The window as a measurement of `readAheadKib` for the throughput
    // memory: nullopt when too few READs, no busy time, or reads that
    // fetched much that nobody read (not the streaming reads the memory
    // compares).
    static std::optional<ThroughputSample> measurementOf(const ReadWindow &window,
                                                         quint32 readAheadKib, qint64 atSeconds);
    // The readahead set now, and what nfsrahead sets on the next mount
    // (`nextKib` as it prints it: 0 turns readahead off), each below rsize
    // or not. The advisor's verdict on the traffic is advise().
    static ReadaheadWarning warnNow(std::optional<quint32> readAheadKib, quint32 rsize);
    static ReadaheadWarning warnNextMount(int nextKib, quint32 rsize);
    // The values the advisor picks from for an rsize: 128 KiB and the
    // multiples of rsize up to 15 x rsize, ascending.
    static QList<quint32> candidateKib(quint32 rsize);

private:
    // Adds reasons to a verdict. The sentence is made only when it will be
    // read: a table of a thousand mounts judges every one every second and
    // shows the words on hover. Codes are literals (no string made for them).
    class Reasons
    {
    public:
        Reasons(BdiAdvice &advice, Wording wording)
            : m_advice(advice)
            , m_wording(wording)
        {}
        template<typename Text>
        void add(const QString &code, const Text &text)
        {
            m_advice.reasons.append(
                {code, m_wording == Wording::Sentences ? QString(text()) : QString()});
        }

    private:
        BdiAdvice &m_advice;
        Wording m_wording;
    };
    // What the rules of the window compare: the sizes, and whether the
    // readahead holds READs back (readaheadadvisor.cpp).
    struct Facts;

    // The verdict from the window alone, in the order of its rules: whether
    // the window can be judged, readahead off, over-fetch, reads held back by
    // the readahead, and otherwise keep.
    static BdiAdvice adviseOnWindow(const Input &input, Wording wording);
    static bool canJudge(const Input &input, Reasons &reason);
    static void adviseReadaheadOff(BdiAdvice &a, const Facts &facts, Reasons &reason);
    static bool adviseOnOverfetch(BdiAdvice &a, const Input &input, const Facts &facts,
                                  Reasons &reason);
    static bool adviseOnHeldBack(BdiAdvice &a, const Input &input, const Facts &facts,
                                 Reasons &reason);
    static void adviseKeep(BdiAdvice &a, const Facts &facts, Reasons &reason);
    // Turns a verdict into one that converges, from what the values already
    // measured on the device gave (readaheadconvergence.cpp).
    static void weighMeasured(BdiAdvice &advice, const Input &input, Wording wording);
    // Names the main readers, and keeps the readahead where most of what is
    // read comes from random readers (readaheadreaders.cpp).
    static void weighReaders(BdiAdvice &advice, const Input &input, Wording wording);
    // Back to the best value measured when it gave clearly more than the
    // value set now (`now`, bytes per second).
    static bool goBackToBest(BdiAdvice &a, const MeasuredValue &best, double now, Reasons &reason);
    // For a streaming verdict below the ceiling: stop raising when a raise
    // gained little, raise on when the last raise paid.
    static bool climbOrStop(BdiAdvice &a, const Input &input, double now, Reasons &reason);
};

} // namespace nfstuner
