// SPDX-License-Identifier: GPL-2.0-or-later
// A filter keystroke and a sort click in the window's mount table, as a user
// makes them: the real window on a BenchRoot, each key or click sent to its
// widget and every event it causes processed (filtering, sorting, layout,
// painting) before the clock stops. Prints medians and maxima in ms.
#include "benchwindow.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace nfstuner;
using namespace nfstuner::bench;

namespace {

double timed(const std::function<void()> &action)
{
    QElapsedTimer clock;
    clock.start();
    action();
    settle();
    return double(clock.nsecsElapsed()) / 1e6;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

double maximum(const QList<double> &values)
{
    return values.isEmpty() ? 0 : *std::max_element(values.begin(), values.end());
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption nfs = nfsMountsOption();
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Times each interaction is repeated."),
                                    QStringLiteral("N"), QStringLiteral("5"));
    parser.addOptions({nfs, rounds});
    parser.process(app);

    const int mounts = parser.value(nfs).toInt();
    const auto bench = openBenchWindow("bench_table_interaction", mounts);
    if (!bench)
        return 1;
    settle();
    MainWindow &window = bench->session->window();
    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("filter"));
    auto *table = window.findChild<QTableView *>(QStringLiteral("mounts"));
    if (!filter || !table || table->model()->rowCount() != mounts) {
        std::fprintf(stderr, "bench_table_interaction: no table of %d rows\n", mounts);
        return 1;
    }

    // Typing "srv12/" narrows the table step by step; backspace widens it again.
    const QString typed = QStringLiteral("srv12/");
    const QString narrowest = QStringLiteral("/net/srv12/"); // what "srv12/" leaves
    QList<double> keys;
    QList<double> clicks;
    QHeaderView *header = table->horizontalHeader();
    for (int round = 0; round < parser.value(rounds).toInt(); ++round) {
        for (const QChar c : typed)
            keys.append(timed([&] { QTest::keyClick(filter, c.toLatin1()); }));
        const QAbstractItemModel *shown = table->model();
        for (int row = 0; row < shown->rowCount(); ++row) {
            if (!shown->index(row, 0).data().toString().startsWith(narrowest)) {
                std::fprintf(stderr, "bench_table_interaction: the filter left %s\n",
                             qPrintable(shown->index(row, 0).data().toString()));
                return 1;
            }
        }
        for (qsizetype i = 0; i < typed.size(); ++i)
            keys.append(timed([&] { QTest::keyClick(filter, Qt::Key_Backspace); }));
        // A click on each column header, then on the first again (the other order).
        for (int column = 0; column <= header->count(); ++column) {
            const int logical = column % header->count();
            if (header->isSectionHidden(logical))
                continue;
            const QPoint centre(header->sectionViewportPosition(logical) +
                                    header->sectionSize(logical) / 2,
                                header->height() / 2);
            if (centre.x() < 0 || centre.x() >= header->viewport()->width())
                continue;
            const auto sortedBy =
                std::pair(header->sortIndicatorSection(), header->sortIndicatorOrder());
            clicks.append(
                timed([&] { QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre); }));
            if (sortedBy ==
                std::pair(header->sortIndicatorSection(), header->sortIndicatorOrder())) {
                std::fprintf(stderr,
                             "bench_table_interaction: a click on column %d sorted nothing\n",
                             logical);
                return 1;
            }
        }
    }
    if (table->model()->rowCount() != mounts) {
        std::fprintf(stderr, "bench_table_interaction: %d rows after clearing the filter\n",
                     table->model()->rowCount());
        return 1;
    }
    std::printf("mounts=%d keystrokes=%lld filter_median_ms=%.2f filter_max_ms=%.2f clicks=%lld "
                "sort_median_ms=%.2f sort_max_ms=%.2f\n",
                mounts, qint64(keys.size()), median(keys), maximum(keys), qint64(clicks.size()),
                median(clicks), maximum(clicks));
    return clicks.isEmpty() ? 1 : 0;
}
