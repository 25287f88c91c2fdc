// SPDX-License-Identifier: GPL-2.0-or-later
// The metrics are described once (MetricTable): what `metrics` writes on a
// real-kernel root is the table's families in its order, with its HELP and
// label names; names end with their unit; the fleet queries only the
// table's names; README and the CLI's man page name every one.
#include "conf/nfsconfloader.h"
#include "conf/readaheadrules.h"
#include "fixtureroot.h"
#include "fleet/fleetmounts.h"
#include "metrics/metrictable.h"
#include "metrics/nfstunermetrics.h"
#include "metrics/prometheustext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace nfstuner;
using namespace nfstuner::test;
using namespace Qt::StringLiterals;

namespace {

// Every family and its figures set, so that every family has samples.
MetricsInput everyFamily(const MountInventory &inventory, const NfsConf &conf,
                         const ReadaheadRules &rules)
{
    MetricsInput input;
    input.inventory = &inventory;
    input.conf = &conf;
    input.rules = &rules;
    const BdiId bdi = inventory.mounts().first().bdi;
    BdiAdvice advice;
    advice.bdi = bdi;
    advice.verdict = AdviceVerdict::Raise;
    advice.recommendedKib = 15360;
    input.advice = {advice};
    MountDiagnosis diagnosis;
    diagnosis.bottleneck = Bottleneck::RoundTrip;
    diagnosis.evidence.seconds = 10;
    diagnosis.evidence.readQueueMs = 0.1;
    diagnosis.evidence.readRttMs = 4;
    diagnosis.evidence.floorRttMs = 2;
    diagnosis.evidence.readServerMs = 1;
    diagnosis.evidence.readsInFlight = 1.5;
    diagnosis.evidence.backlogPerSend = 0;
    diagnosis.evidence.transports = 1;
    input.diagnoses = {{bdi, diagnosis}};
    return input;
}

QString text(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestMetricTable : public QObject
{
    Q_OBJECT

private slots:
    void theExporterWritesTheTable()
    {
        const SystemRoot root(fixturesDir() + u"/roots/variety/root"_s);
        const auto inventory = MountInventory::collect(root);
        QVERIFY(inventory);
        QVERIFY(!inventory->mounts().isEmpty());
        // A rule deciding one mount's next readahead (the root has no
        // nfs.conf), for nfstuner_next_mount_rule_info to have a sample.
        QTemporaryDir confRoot;
        QVERIFY(QDir().mkpath(confRoot.path() + u"/etc"_s));
        QFile file(confRoot.path() + u"/etc/nfs.conf"_s);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("[nfs-tuner]\n/mnt/m2 = 2048\n") > 0);
        file.close();
        const NfsConf conf =
            NfsConfLoader::load(SystemRoot(confRoot.path()), SystemRoot::nfsConfPath());
        const ReadaheadRules rules = ReadaheadRules::fromConf(conf);
        const QByteArray written = nfsTunerMetrics(everyFamily(*inventory, conf, rules));

        QStringList families;
        QHash<QString, QString> help;
        QHash<QString, QSet<QString>> labels;
        static const QRegularExpression sample(u"^(\\w+)(?:\\{(.*)\\})? "_s);
        static const QRegularExpression label(u"(\\w+)=\""_s);
        for (const QByteArray &raw : written.split('\n')) {
            const QString line = QString::fromUtf8(raw);
            if (line.startsWith(u"# HELP "_s)) {
                const QString name = line.section(u' ', 2, 2);
                families.append(name);
                help.insert(name, line.section(u' ', 3));
            } else if (const auto match = sample.match(line); match.hasMatch()) {
                QStringList names;
                for (auto it = label.globalMatch(match.captured(2)); it.hasNext();)
                    names.append(it.next().captured(1));
                labels[match.captured(1)].insert(names.join(u','));
            }
        }
        QStringList described;
        for (const MetricTable::Description &entry : MetricTable::metrics()) {
            const QString name = QString::fromLatin1(entry.name);
            described.append(name);
            QCOMPARE(help.value(name).toUtf8(), PrometheusText::escapeHelp(entry.help));
            QCOMPARE(labels.value(name), QSet<QString>({entry.labels.join(u',')}));
        }
        QCOMPARE(families, described);
    }

    // Prometheus's naming: the unit last, _info for a series of labels.
    void namesEndWithTheirUnit()
    {
        QSet<QByteArray> names;
        for (const MetricTable::Description &entry : MetricTable::metrics()) {
            QVERIFY2(entry.name.startsWith("nfstuner_"), entry.name.constData());
            QVERIFY2(!names.contains(entry.name), entry.name.constData());
            names.insert(entry.name);
            if (!entry.unit.isEmpty())
                QVERIFY2(entry.name.endsWith(QByteArray(QByteArray("_") + entry.unit.toLatin1())),
                         entry.name.constData());
            else
                QVERIFY2(!entry.name.endsWith("_bytes") && !entry.name.endsWith("_seconds"),
                         entry.name.constData());
            QVERIFY(!entry.labels.isEmpty());
            QCOMPARE(entry.labels.first(), u"bdi"_s);
        }
    }

    // The fleet asks for the table's metrics, none other of ours.
    void theFleetQueriesTheTable()
    {
        QStringList names;
        for (const MetricTable::Description &entry : MetricTable::metrics())
            names.append(QString::fromLatin1(entry.name));
        static const QRegularExpression ours(u"nfstuner_\\w+"_s);
        int asked = 0;
        for (const FleetMounts::Query query : FleetMounts::queries(u"nodename"_s)) {
            for (auto it = ours.globalMatch(FleetMounts::expression(query)); it.hasNext();) {
                const QString name = it.next().captured();
                QVERIFY2(names.contains(name), qPrintable(name));
                ++asked;
            }
        }
        QVERIFY(asked >= 7);
    }

    // Each metric is documented where users look for it.
    void theDocsNameEveryMetric()
    {
        const QString readme = text(QStringLiteral(NFSTUNER_SOURCE_DIR "/README.md"));
        const QString page = text(QStringLiteral(NFSTUNER_SOURCE_DIR "/docs/man/nfs-tuner-cli.1"));
        for (const MetricTable::Description &entry : MetricTable::metrics()) {
            const QString name = QString::fromLatin1(entry.name);
            QVERIFY2(readme.contains(name), qPrintable(name + u" is not in README.md"_s));
            QString roff = name;
            roff.replace(u"_"_s, u"\\(ul"_s);
            QVERIFY2(page.contains(name) || page.contains(roff),
                     qPrintable(name + u" is not in nfs-tuner-cli.1"_s));
        }
    }
};

QTEST_GUILESS_MAIN(TestMetricTable)
#include "tst_metrictable.moc"
