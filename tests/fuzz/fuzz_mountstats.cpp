// SPDX-License-Identifier: GPL-2.0-or-later
// The mountstats parser on any bytes: no crash, no undefined behaviour; the
// same mounts whether the file comes whole or cut into pieces anywhere (as
// read() gets it); the same names whatever names of an earlier reading it
// is given to keep (its own, shifted; or the fields as they stand, escapes
// and all); and rates of a sample against itself are all zero.
#include "fuzzcheck.h"
#include "stats/mountrates.h"
#include "stats/mountstats.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView content(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<nfstuner::MountCounters> whole = nfstuner::MountStats::parse(content);

    // Cut points from the content itself, so the fuzzer steers them.
    nfstuner::MountStatsReader reader;
    qsizetype at = 0;
    for (qsizetype step = size > 0 ? 1 + data[0] % 97 : 1; at < content.size();
         step = step * 7 % 193 + 1) {
        reader.feed(content.sliced(at, std::min(step, content.size() - at)));
        at += step;
    }
    const QList<nfstuner::MountCounters> pieces = reader.finish();
    FUZZ_CHECK(pieces.size() == whole.size());

    QList<nfstuner::MountStats::Names> before;
    const qsizetype shift = size > 1 ? data[1] % 4 : 0;
    if (shift == 3) { // each field as it stands, read as Latin-1
        for (QByteArrayView rest = content; !rest.isEmpty();) {
            const qsizetype newline = rest.indexOf('\n');
            const QByteArrayView line = newline < 0 ? rest : rest.first(newline);
            rest = newline < 0 ? QByteArrayView() : rest.sliced(newline + 1);
            if (const auto fields = nfstuner::MountStats::splitDeviceLine(line))
                before.append(
                    {QString::fromLatin1(fields->mountpoint), QString::fromLatin1(fields->device)});
        }
    } else {
        for (qsizetype i = 0; i < whole.size(); ++i) {
            const nfstuner::MountCounters &other = whole[(i + shift) % whole.size()];
            before.append({other.mountpoint, other.device});
        }
    }
    nfstuner::MountStatsReader withNames(&before);
    withNames.feed(content);
    const QList<nfstuner::MountCounters> named = withNames.finish();
    FUZZ_CHECK(named.size() == whole.size());
    for (qsizetype i = 0; i < whole.size(); ++i)
        FUZZ_CHECK(named[i].mountpoint == whole[i].mountpoint &&
                   named[i].device == whole[i].device && named[i].bytes == whole[i].bytes);

    for (qsizetype i = 0; i < whole.size(); ++i) {
        const nfstuner::MountCounters &a = whole[i], &b = pieces[i];
        FUZZ_CHECK(a.mountpoint == b.mountpoint && a.device == b.device && a.fstype == b.fstype);
        FUZZ_CHECK(a.bytes == b.bytes && a.ageSeconds == b.ageSeconds);
        FUZZ_CHECK(a.read.ops == b.read.ops && a.read.executeMs == b.read.executeMs &&
                   a.read.errors == b.read.errors && a.readPlusOps == b.readPlusOps);
        FUZZ_CHECK(a.write.bytesSent == b.write.bytesSent && a.allOps == b.allOps);
        FUZZ_CHECK(a.allTransmissions == b.allTransmissions);
        FUZZ_CHECK(a.fstype == QLatin1String("nfs") || a.fstype == QLatin1String("nfs4"));

        const auto still = nfstuner::computeRates(a, a, 1.0);
        FUZZ_CHECK(still && still->readBytes == 0 && still->writeBytes == 0 &&
                   still->readOps == 0 && still->readPlusOps == 0 &&
                   still->holeBytesNotTransferred == 0 && !still->averageReadBytes);
    }
    return 0;
}
