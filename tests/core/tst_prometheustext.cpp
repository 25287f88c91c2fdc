// SPDX-License-Identifier: GPL-2.0-or-later
// The Prometheus text format as written for `metrics`: escaping per the
// exposition format (label values: \\, \" and \n; HELP: \\ and \n), and
// the mount points of the real-kernel "escapes" root as labels.
#include "conf/nfsconfloader.h"
#include "conf/readaheadrules.h"
#include "fixtureroot.h"
#include "metrics/nfstunermetrics.h"
#include "metrics/prometheustext.h"

#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;

class TestPrometheusText : public QObject
{
    Q_OBJECT

private slots:
    void escapesAsTheFormatSays()
    {
        QCOMPARE(PrometheusText::escapeLabelValue(QStringLiteral("a\\b\"c\nd\te")),
                 QByteArray("a\\\\b\\\"c\\nd\te"));
        QCOMPARE(PrometheusText::escapeHelp(QStringLiteral("a\\b\"c\nd")),
                 QByteArray("a\\\\b\"c\\nd"));
        PrometheusText text;
        text.gauge("x_bytes", QStringLiteral("Help."));
        text.sample({{"a", QStringLiteral("1")}, {"b", QStringLiteral("ü")}}, 1048576);
        text.sample({}, 0.5);
        QCOMPARE(text.text(), QByteArray("# HELP x_bytes Help.\n# TYPE x_bytes gauge\n"
                                         "x_bytes{a=\"1\",b=\"\xc3\xbc\"} 1048576\n"
                                         "x_bytes 0.5\n"));
    }

    // One series per BDI, one _info line per mount, mount points escaped.
    void escapesRootGivesOneLinePerMount()
    {
        const SystemRoot root(fixturesDir() + QStringLiteral("/roots/escapes/root"));
        const auto inventory = MountInventory::collect(root);
        QVERIFY(inventory);
        const NfsConf conf = NfsConfLoader::load(root, SystemRoot::nfsConfPath());
        const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
        MetricsInput input;
        input.inventory = &*inventory;
        input.conf = &conf;
        input.rules = &rules;
        const QByteArray text = nfsTunerMetrics(input);
        QVERIFY2(text.contains("mountpoint=\"/mnt/new\\nline\""), text.constData());
        QVERIFY2(text.contains("mountpoint=\"/mnt/back\\\\slash\""), text.constData());
        QVERIFY2(text.contains("mountpoint=\"/mnt/with\ttab\""), text.constData());
        QCOMPARE(text.count("\nnfstuner_mount_info{"), inventory->mounts().size());
        // Every line is a comment or a sample: the newline never leaks.
        for (const QByteArray &line : text.split('\n')) {
            if (!line.isEmpty())
                QVERIFY2(line.startsWith('#') || line.startsWith("nfstuner_"), line.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestPrometheusText)
#include "tst_prometheustext.moc"
