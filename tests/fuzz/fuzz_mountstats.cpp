// SPDX-License-Identifier: GPL-2.0-or-later
// The mountstats parser on any bytes: no crash, no undefined behaviour; the
// same mounts whether the file comes whole or cut into pieces anywhere (as
// read() gets it); and rates of a sample against itself are all zero.
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
