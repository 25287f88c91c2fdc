// SPDX-License-Identifier: GPL-2.0-or-later
// What the app does every second and at start, on a root with 1000 NFS
// mounts among 2000 others (BenchRoot; $NFSTUNER_BENCH_NFS_MOUNTS for
// another size): the mount model, the mountstats parse, a whole sampler tick, the nfs.conf parse,
// the table model's update behind the window's sorting proxy (the monitor's
// advice and diagnosis of every mount included), and `diagnose` of every
// mount from two samples.
#include "benchroot.h"
#include "conf/nfsconfloader.h"
#include "diagnosis/diagnosiscounters.h"
#include "models/mounttablemodel.h"
#include "monitor/mountmonitor.h"
#include "mounts/mountinventory.h"
#include "samplerreplay.h"
#include "stats/mountsampler.h"
#include "stats/mountstats.h"

#include <QApplication>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <type_traits>

using namespace nfstuner;
using namespace nfstuner::bench;

namespace {

// The root's size: 1000 NFS mounts and twice as many others, or
// $NFSTUNER_BENCH_NFS_MOUNTS (scripts/bench.sh --mounts N).
BenchRoot::Layout benchLayout()
{
    bool ok = false;
    const int nfs = qEnvironmentVariableIntValue("NFSTUNER_BENCH_NFS_MOUNTS", &ok);
    return ok && nfs > 0 ? BenchRoot::Layout{nfs, 2 * nfs} : BenchRoot::Layout{};
}

// One root for every benchmark, written once.
QString benchRoot()
{
    static QTemporaryDir dir;
    static const bool written = [] {
        QString error;
        if (!dir.isValid() || !BenchRoot(benchLayout()).write(dir.path(), &error))
            qFatal("cannot write the benchmark root: %s", qPrintable(error));
        return true;
    }();
    Q_UNUSED(written);
    return dir.path();
}

void mountTable(benchmark::State &state)
{
    const SystemRoot root(benchRoot());
    for (auto _ : state) {
        auto inventory = MountInventory::collect(root);
        if (!inventory || inventory->mounts().size() != benchLayout().nfsMounts)
            state.SkipWithError("wrong mount table");
        benchmark::DoNotOptimize(inventory);
    }
}
BENCHMARK(mountTable)->Unit(benchmark::kMillisecond);

void mountStatsParse(benchmark::State &state)
{
    const QByteArray content = BenchRoot(benchLayout()).mountStats(7);
    for (auto _ : state) {
        // Not const: DoNotOptimize of a const object is deprecated (benchmark 1.8).
        QList<MountCounters> counters = MountStats::parse(content);
        if (counters.size() != benchLayout().nfsMounts)
            state.SkipWithError("wrong mount count");
        benchmark::DoNotOptimize(counters);
    }
    state.SetBytesProcessed(state.iterations() * content.size());
}
BENCHMARK(mountStatsParse)->Unit(benchmark::kMillisecond);

// What MountSampler::sample() does once a second: read and parse the file,
// compute every mount's rates, append to every history.
void samplerTick(benchmark::State &state)
{
    const SystemRoot root(benchRoot());
    MountSampler sampler(root);
    qint64 clock = 0;
    replay(sampler, MountStats::read(root).value(), clock);
    for (auto _ : state) {
        clock += 1000;
        replay(sampler, MountStats::read(root).value(), clock);
    }
    if (!sampler.series(BenchRoot::nfsMountPoint(0))->latest)
        state.SkipWithError("no rates");
}
BENCHMARK(samplerTick)->Unit(benchmark::kMillisecond);

void nfsConfParse(benchmark::State &state)
{
    const QByteArray content = generatedNfsConf(1000);
    for (auto _ : state) {
        NfsConf conf = NfsConfLoader::parseContent(content);
        benchmark::DoNotOptimize(conf);
    }
    state.counters["lines"] = double(content.count('\n'));
}
BENCHMARK(nfsConfParse)->Unit(benchmark::kMicrosecond);

// The window's table: the model, filled from a monitor of the bench root
// whose sampler is stopped (the benchmarks feed it), behind a sorting proxy.
struct SortedMountTable
{
    SortedMountTable(int column, Qt::SortOrder order)
    {
        monitor.start();
        monitor.sampler().stop();
        proxy.setSourceModel(&model);
        proxy.setSortRole(MountTableModel::SortRole);
        proxy.sort(column, order);
        model.sync(monitor);
    }
    MountMonitor monitor{SystemRoot(benchRoot())};
    MountTableModel model;
    QSortFilterProxyModel proxy;
};

// The window's per-second update: a sample taken in by the monitor (rates,
// the recent reads and the advice on every mount) and shown in the 1000
// rows, through the proxy that keeps them sorted by read rate. The
// mountstats text is parsed outside the timing (the sampler tick has it).
void tableModelUpdate(benchmark::State &state)
{
    SortedMountTable table(MountTableModel::ReadRate, Qt::DescendingOrder);
    MountMonitor &monitor = table.monitor;
    MountTableModel &model = table.model;
    if (table.proxy.rowCount() != benchLayout().nfsMounts)
        state.SkipWithError("wrong row count");
    // New counters every round, so rates and the sort order really change.
    const BenchRoot bench(benchLayout());
    int second = 0;
    for (auto _ : state) {
        state.PauseTiming();
        ++second;
        QList<MountCounters> counters = MountStats::parse(bench.mountStats(second));
        state.ResumeTiming();
        replay(monitor.sampler(), std::move(counters), second * 1000);
        model.updateRates(monitor);
    }
}
BENCHMARK(tableModelUpdate)->Unit(benchmark::kMillisecond);

// The window's re-read of the mount table (every 10 s, and on mount
// changes): every row recomputed.
void tableModelSync(benchmark::State &state)
{
    SortedMountTable table(MountTableModel::MountPoint, Qt::AscendingOrder);
    for (auto _ : state)
        table.model.sync(table.monitor);
}
BENCHMARK(tableModelSync)->Unit(benchmark::kMillisecond);

// What `diagnose` does with two samples of every mount (10 s apart): each
// mount's counters, settings and the link to its server made into an input,
// diagnosed. The mountstats text is parsed outside the timing.
void diagnoseMounts(benchmark::State &state)
{
    const SystemRoot root(benchRoot());
    const auto inventory = MountInventory::collect(root);
    const BenchRoot bench(benchLayout());
    DiagnosisCounters counters;
    for (const MountCounters &mount : MountStats::parse(bench.mountStats(1)))
        counters.before.insert(mount.mountpoint, mount);
    for (const MountCounters &mount : MountStats::parse(bench.mountStats(11)))
        counters.after.insert(mount.mountpoint, mount);
    counters.seconds = 10;
    int diagnosed = 0;
    for (auto _ : state) {
        const DiagnosisInputs inputs(root);
        diagnosed = 0;
        for (const NfsMount &mount : inventory->mounts()) {
            const auto input = counters.inputFor(mount, inputs, inventory->table(),
                                                 inventory->readAheadKb(mount.bdi));
            if (!input)
                continue;
            MountDiagnosis diagnosis = MountDiagnoser::diagnose(*input);
            benchmark::DoNotOptimize(diagnosis);
            ++diagnosed;
        }
    }
    if (diagnosed != benchLayout().nfsMounts)
        state.SkipWithError("not every mount diagnosed");
}
BENCHMARK(diagnoseMounts)->Unit(benchmark::kMillisecond);

// Whether a run stopped with SkipWithError: benchmark 1.8 (Debian 13)
// replaced Run::error_occurred (1.7, Debian 12) with Run::skipped.
template<typename Run>
bool stoppedWithError(const Run &run)
{
    if constexpr (requires { run.skipped; })
        return run.skipped == std::decay_t<decltype(run.skipped)>::SkippedWithError;
    else
        return run.error_occurred;
}

// The console report, remembering whether any benchmark stopped with an
// error: a wrong result (SkipWithError above) fails the run.
class ErrorCountingReporter : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            if (stoppedWithError(run))
                ++errors;
        }
        ConsoleReporter::ReportRuns(runs);
    }
    int errors = 0;
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    ErrorCountingReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    if (reporter.errors > 0) {
        std::fprintf(stderr, "bench_core: %d benchmarks gave a wrong result\n", reporter.errors);
        return 1;
    }
    return 0;
}
