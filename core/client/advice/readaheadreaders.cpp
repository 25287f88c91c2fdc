// SPDX-License-Identifier: GPL-2.0-or-later
// ReadaheadAdvisor::weighReaders: the verdict with who reads the mount
// (the Readers page's split): the main readers named, and no raise for
// reads that come mostly from random readers.
#include "advice/advicethresholds.h"
#include "advice/readaheadadvisor.h"
#include "base/units.h"

#include <QLocale>

namespace nfstuner {

using namespace advice;
using namespace Qt::Literals::StringLiterals;

namespace {

QString how(ReaderPattern pattern)
{
    switch (pattern) {
    case ReaderPattern::Sequential:
        return ReadaheadAdvisor::tr("sequentially");
    case ReaderPattern::Random:
        return ReadaheadAdvisor::tr("at random");
    case ReaderPattern::Mixed:
        return ReadaheadAdvisor::tr("partly sequentially, partly at random");
    case ReaderPattern::Idle:
        break;
    }
    return ReadaheadAdvisor::tr("nothing");
}

} // namespace

void ReadaheadAdvisor::weighReaders(BdiAdvice &a, const Input &input, Wording wording)
{
    if (input.readers.isEmpty())
        return;
    Reasons reason(a, wording);
    double random = 0;
    int randomReaders = 0, named = 0;
    for (const ReaderShare &reader : input.readers) {
        if (reader.pattern == ReaderPattern::Random) {
            random += reader.share;
            ++randomReaders;
        }
        if (reader.share < NamedReaderShare || named >= MainReadersNamed)
            continue;
        ++named;
        reason.add(u"main-reader"_s, [&]() -> QString {
            return tr("%1 reads %2 calls %3: %4 % of this mount's reads.")
                .arg(reader.who,
                     reader.averageCallBytes ? units::size(*reader.averageCallBytes) : tr("its"),
                     how(reader.pattern), QLocale().toString(reader.share * 100, 'f', 0));
        });
    }
    if (a.verdict != AdviceVerdict::Raise || random < RandomReadersShare || !input.readAheadKib)
        return;
    a.verdict = AdviceVerdict::Keep;
    a.recommendedKib = *input.readAheadKib;
    reason.add(u"random-readers"_s, [&]() -> QString {
        return tr("%1 % of what is read comes from %n random reader(s): more readahead would "
                  "fetch what they do not read, so it stays at %2.",
                  nullptr, randomReaders)
            .arg(QLocale().toString(random * 100, 'f', 0), units::kib(*input.readAheadKib));
    });
}

} // namespace nfstuner
