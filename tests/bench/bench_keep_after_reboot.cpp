// SPDX-License-Identifier: GPL-2.0-or-later
// "Keep after reboot" for every mount, as an admin does it on a large
// system: Readahead > every NFS mount > 4 MiB > Apply, then Keep after
// reboot, in the real window on a BenchRoot (its folder backend sets the
// values; not 15 x rsize, which the root's [nfsrahead] default = 15360
// gives every next mount already, leaving nothing to keep). The clock runs from the click to the
// Persistent settings page showing the filled-in change, every event it causes processed; a timer
// firing every 10 ms on the same thread gives the longest time the window
// could not repaint. Prints the time the Apply took through the folder
// backend (which reads the mount table again for each BDI, as the helper's
// checks do; the helper caches it), the keys proposed, and the Keep's total
// and longest stall in ms.
#include "benchwindow.h"
#include "mainwindow.h"
#include "monitor/mountmonitor.h"
#include "widgets/persistentsettingspage.h"
#include "windowdriver.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

using namespace nfstuner;
using namespace nfstuner::bench;
using nfstuner::test::child;

namespace {

bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

// Half the NFS mounts of each version (every third and fourth of four)
// with rsize=524288.
bool halveEveryOtherRsize(const QString &root, QString *error)
{
    const QString path = root + QStringLiteral("/proc/self/mountinfo");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    int nfs = 0;
    for (QByteArray &line : lines) {
        if (line.contains(" - nfs") && nfs++ % 4 >= 2)
            line.replace("rsize=1048576", "rsize=524288");
    }
    return writeFileAt(path, lines.join('\n'), error);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption nfs = nfsMountsOption();
    // As an admin on a system without [nfsrahead] keys: 15 x rsize, the
    // classic preset, on every mount (issue 61, item 4: 942 rules, 16.5 s).
    const QCommandLineOption classic(
        QStringLiteral("classic"),
        QStringLiteral("15 x rsize, on a root without [nfsrahead] keys."));
    // Half the mounts with an rsize of 512 KiB: 15 x rsize differs, and
    // rules are needed where a version key cannot say both values.
    const QCommandLineOption varied(
        QStringLiteral("varied"),
        QStringLiteral("With --classic: every other mount's rsize 512 KiB."));
    parser.addOption(nfs);
    parser.addOption(classic);
    parser.addOption(varied);
    parser.process(app);

    const int mounts = parser.value(nfs).toInt();
    const auto bench = openBenchWindow("bench_keep_after_reboot", mounts);
    if (!bench)
        return 1;
    MainWindow &window = bench->session->window();
    if (parser.isSet(classic)) {
        QString error;
        if (!writeFileAt(bench->dir.path() + QStringLiteral("/etc/nfs.conf"),
                         generatedNfsConf(200).replace("default = 15360\n", ""), &error)) {
            std::fprintf(stderr, "bench_keep_after_reboot: %s\n", qPrintable(error));
            return 1;
        }
        if (parser.isSet(varied) && !halveEveryOtherRsize(bench->dir.path(), &error)) {
            std::fprintf(stderr, "bench_keep_after_reboot: %s\n", qPrintable(error));
            return 1;
        }
        bench->session->monitor().reloadConfig();
        bench->session->monitor().refresh();
    }
    window.show();
    settle();
    auto *editor = window.findChild<ReadaheadEditor *>();
    auto *settings = window.findChild<PersistentSettingsPage *>();
    auto *pages = child<QTabWidget>(&window, "pages");
    window.showPage(MainWindow::ReadaheadPage);
    auto *table = child<QTableView>(&window, "mounts");
    window.selectMount(table->model()->index(0, 0).data().toString());
    settle();
    QElapsedTimer applying;
    applying.start();
    child<QAbstractButton>(editor, "everyScope")->click();
    if (parser.isSet(classic)) {
        child<QAbstractButton>(editor, "classicPreset")->click();
    } else {
        child<QAbstractButton>(editor, "customPreset")->click();
        child<QComboBox>(editor, "customUnit")->setCurrentIndex(1); // MiB
        nfstuner::test::type(editor, "customValue", QStringLiteral("4"));
    }
    child<QAbstractButton>(editor, "applyButton")->click();
    settle();
    child<QAbstractButton>(editor, "confirmButton")->click();
    if (!waitFor([&] { return child<QAbstractButton>(editor, "keepButton")->isVisibleTo(editor); },
                 600000)) {
        std::fprintf(stderr, "bench_keep_after_reboot: the change did not finish\n");
        return 1;
    }
    settle();
    const double applyMs = double(applying.nsecsElapsed()) / 1e6;

    qint64 longestStall = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout,
                     [&] { longestStall = std::max(longestStall, sinceTick.restart()); });
    QPlainTextEdit *diff = child<QPlainTextEdit>(settings, "diff");
    QElapsedTimer clock;
    ticker.start();
    sinceTick.start();
    clock.start();
    child<QAbstractButton>(editor, "keepButton")->click();
    const bool filled = waitFor(
        [&] {
            return pages->currentIndex() == int(MainWindow::SettingsPage) &&
                   diff->toPlainText().contains(QLatin1String("\n+"));
        },
        600000);
    settle();
    const double totalMs = double(clock.nsecsElapsed()) / 1e6;
    longestStall = std::max(longestStall, sinceTick.elapsed());
    ticker.stop();
    if (!filled) {
        std::fprintf(stderr, "bench_keep_after_reboot: nothing filled in: %s\n",
                     qPrintable(child<QLabel>(editor, "outcome")->text()));
        return 1;
    }
    int keys = 0;
    for (const QString &line : diff->toPlainText().split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('+')) && !line.startsWith(QLatin1String("+++")) &&
            line.contains(QLatin1Char('=')))
            ++keys;
    }
    std::printf("mounts=%d folder_apply_ms=%.0f keys=%d keep_ms=%.1f longest_stall_ms=%lld\n",
                mounts, applyMs, keys, totalMs, longestStall);
    return 0;
}
