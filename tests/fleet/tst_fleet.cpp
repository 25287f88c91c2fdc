// SPDX-License-Identifier: GPL-2.0-or-later
// The fleet's core (core/client/fleet): Prometheus's answers read, and
// refused when they are not Prometheus's; the query URLs under a path
// prefix; the mounts joined across series by instance; the grouping by
// export; the playbook's YAML, read back by python3's yaml (what Ansible
// parses with) whatever the label values hold.
#include "fleet/fleetmounts.h"
#include "fleet/fleetplaybook.h"
#include "fleet/prometheusapi.h"
#include "promanswer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QUrlQuery>

#include <cmath>

using namespace nfstuner;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray vector(const QList<std::pair<QMap<QString, QString>, QString>> &series)
{
    return testing::promVector(series);
}

QList<PromSeries> parsed(const QByteArray &body)
{
    const auto series = PrometheusApi::parse(body);
    return series ? *series : QList<PromSeries>{};
}

// The answers of a fleet of two hosts: alpha reads 10.0.0.5:/data at 128
// KiB (advice: raise to 15 MiB), bravo at 15 MiB (keep).
QHash<FleetMounts::Query, QList<PromSeries>> twoHosts()
{
    using Q = FleetMounts::Query;
    const auto info = [](const QString &instance, const QString &bdi, const QString &mountpoint) {
        return std::pair{QMap<QString, QString>{{u"instance"_s, instance},
                                                {u"bdi"_s, bdi},
                                                {u"mountpoint"_s, mountpoint},
                                                {u"server"_s, u"10.0.0.5"_s},
                                                {u"export"_s, u"/data"_s},
                                                {u"version"_s, u"4.2"_s}},
                         u"1"_s};
    };
    const auto bdi = [](const QString &instance, const QString &id, const QString &value) {
        return std::pair{QMap<QString, QString>{{u"instance"_s, instance}, {u"bdi"_s, id}}, value};
    };
    QHash<Q, QList<PromSeries>> answers;
    answers.insert(Q::MountInfo,
                   parsed(vector({info(u"bravo:9100"_s, u"0:52"_s, u"/data"_s),
                                  info(u"alpha:9100"_s, u"0:40"_s, u"/mnt/data"_s)})));
    answers.insert(Q::ReadAhead, parsed(vector({bdi(u"alpha:9100"_s, u"0:40"_s, u"131072"_s),
                                                bdi(u"bravo:9100"_s, u"0:52"_s, u"15728640"_s)})));
    answers.insert(Q::Rsize, parsed(vector({bdi(u"alpha:9100"_s, u"0:40"_s, u"1048576"_s),
                                            bdi(u"bravo:9100"_s, u"0:52"_s, u"1048576"_s)})));
    answers.insert(Q::Recommended,
                   parsed(vector({bdi(u"alpha:9100"_s, u"0:40"_s, u"15728640"_s)})));
    QList<std::pair<QMap<QString, QString>, QString>> advice{
        {{{u"instance"_s, u"alpha:9100"_s}, {u"bdi"_s, u"0:40"_s}, {u"verdict"_s, u"raise"_s}},
         u"1"_s},
        {{{u"instance"_s, u"bravo:9100"_s}, {u"bdi"_s, u"0:52"_s}, {u"verdict"_s, u"keep"_s}},
         u"1"_s}};
    answers.insert(Q::Advice, parsed(vector(advice)));
    answers.insert(
        Q::ReadRate,
        parsed(vector({{{{u"instance"_s, u"alpha:9100"_s}, {u"export"_s, u"10.0.0.5:/data"_s}},
                        u"2500000"_s}})));
    return answers;
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

private slots:
    void queriesKeepThePathPrefix()
    {
        const QUrl url = PrometheusApi::instantQuery(QUrl(u"https://mon.example/prometheus/"_s),
                                                     u"sum by (instance) (up{job=\"node\"})"_s);
        QCOMPARE(url.path(), u"/prometheus/api/v1/query"_s);
        QCOMPARE(QUrlQuery(url).queryItemValue(u"query"_s, QUrl::FullyDecoded),
                 u"sum by (instance) (up{job=\"node\"})"_s);
        const QUrl range = PrometheusApi::rangeQuery(QUrl(u"http://127.0.0.1:9090"_s), u"up"_s,
                                                     QDateTime::fromSecsSinceEpoch(1000),
                                                     QDateTime::fromSecsSinceEpoch(4600), 60);
        QCOMPARE(range.path(), u"/api/v1/query_range"_s);
        QCOMPARE(QUrlQuery(range).queryItemValue(u"start"_s), u"1000"_s);
        QCOMPARE(QUrlQuery(range).queryItemValue(u"end"_s), u"4600"_s);
        QCOMPARE(QUrlQuery(range).queryItemValue(u"step"_s), u"60"_s);
    }

    void answersAreRead()
    {
        const auto series = PrometheusApi::parse(
            "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[\n            "
            "    {\"metric\":{\"instance\":\"a\\\"b\\nc\",\"bdi\":\"0:40\"},\n                 "
            "\"values\":[[1733480000,\"1\"],[1733480060.25,\"NaN\"],[1733480120,\"+Inf\"]]}]}}");
        QVERIFY(series);
        QCOMPARE(series->size(), 1);
        QCOMPARE(series->at(0).labels.value(u"instance"_s), u"a\"b\nc"_s);
        QCOMPARE(series->at(0).samples.size(), 3);
        QCOMPARE(series->at(0).samples.at(1).timestampMs, 1733480060250);
        QVERIFY(std::isnan(series->at(0).samples.at(1).value));
        QVERIFY(std::isinf(series->at(0).samples.at(2).value));
    }

    void whatIsNotPrometheussIsRefused_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("says");
        QTest::newRow("html") << QByteArray("<html><body>Grafana</body></html>")
                              << u"not Prometheus's"_s;
        QTest::newRow("other json") << QByteArray("{\"hello\":\"world\"}") << u"not Prometheus's"_s;
        QTest::newRow("scalar") << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":"
                                              "\"scalar\",\"result\":[1,\"2\"]}}")
                                << u"not a vector or a matrix"_s;
        QTest::newRow("bad sample")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":["
                          "{\"metric\":{},\"value\":[1,2]}]}}")
            << u"not [time, \"value\"]"_s;
        QTest::newRow("error") << QByteArray("{\"status\":\"error\",\"errorType\":\"bad_data\","
                                             "\"error\":\"parse error at char 5\"}")
                               << u"refused the query: parse error at char 5 (bad_data)"_s;
    }

    void whatIsNotPrometheussIsRefused()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, says);
        const auto series = PrometheusApi::parse(body);
        QVERIFY(!series);
        QVERIFY2(series.error().message.contains(says), qPrintable(series.error().message));
    }

    void mountsAreJoinedByInstanceAndSortedByTheAdvice()
    {
        const QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        QCOMPARE(mounts.size(), 2);
        // alpha first: the advice would change it by 120 times.
        QCOMPARE(mounts[0].host(), u"alpha"_s);
        QCOMPARE(mounts[0].mountpoint, u"/mnt/data"_s);
        QCOMPARE(mounts[0].serverExport(), u"10.0.0.5:/data"_s);
        QCOMPARE(mounts[0].readAheadBytes, 131072.0);
        QCOMPARE(mounts[0].recommendedBytes, 15728640.0);
        QCOMPARE(mounts[0].verdict, u"raise"_s);
        QCOMPARE(mounts[0].readBytesPerSecond, 2500000.0);
        QCOMPARE(mounts[1].host(), u"bravo"_s);
        QCOMPARE(mounts[1].verdict, u"keep"_s);
        QCOMPARE(mounts[1].recommendedBytes, std::nullopt);
        QCOMPARE(mounts[1].readBytesPerSecond, std::nullopt); // no mountstats there

        const QList<FleetExportGroup> groups = FleetExportGroup::of(mounts);
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].mounts.size(), 2);
        QCOMPARE(groups[0].hostsPerReadAhead, (QMap<double, int>{{131072, 1}, {15728640, 1}}));
        QCOMPARE(groups[0].minReadBytesPerSecond, 2500000.0);
    }

    void hostsAreInstancesWithoutPorts_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("host");
        QTest::newRow("name:port") << u"web1.example:9100"_s << u"web1.example"_s;
        QTest::newRow("relabelled") << u"web1"_s << u"web1"_s;
        QTest::newRow("ipv6") << u"[fd00::5]:9100"_s << u"fd00::5"_s;
        QTest::newRow("bare ipv6") << u"fd00::5"_s << u"fd00::5"_s;
        QTest::newRow("not a port") << u"web1:metrics"_s << u"web1:metrics"_s;
    }

    void hostsAreInstancesWithoutPorts()
    {
        QFETCH(QString, instance);
        QFETCH(QString, host);
        FleetMount mount;
        mount.instance = instance;
        QCOMPARE(mount.host(), host);
    }

    void thePlaybookHoldsTheAdvicesChanges()
    {
        QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        QCOMPARE(FleetPlaybook::fromAdvice(mounts),
                 (QList<FleetChoice>{{u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}));
        // A second mount of the export on alpha, to stay at 128 KiB: rules
        // by mount point, so that it keeps its value.
        FleetMount second = mounts[0];
        second.mountpoint = u"/mnt/data2"_s;
        second.verdict = u"keep"_s;
        second.recommendedBytes.reset();
        mounts.append(second);
        QCOMPARE(FleetPlaybook::fromAdvice(mounts),
                 (QList<FleetChoice>{{u"alpha"_s, u"/mnt/data"_s, 15360}}));
        // Raised to the same value as well: one rule for the export again.
        mounts.last().verdict = u"raise"_s;
        mounts.last().recommendedBytes = 15728640;
        QCOMPARE(FleetPlaybook::fromAdvice(mounts),
                 (QList<FleetChoice>{{u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}));
    }

    // apply_now sets every mount of the host to its configuration's value:
    // not where a mount the choices leave alone was set to another by hand.
    void applyingNowWaitsWhenOtherMountsWouldChange()
    {
        QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        FleetMount home = mounts[0];
        home.mountpoint = u"/mnt/home"_s;
        home.server = u"10.0.0.9"_s;
        home.exportPath = u"/home"_s;
        home.verdict = u"keep"_s;
        home.recommendedBytes.reset();
        home.readAheadBytes = 15728640;
        home.nextMountReadAheadBytes = 131072;
        mounts.append(home);
        const QList<FleetChoice> choices = FleetPlaybook::fromAdvice(mounts);
        QByteArray yaml = FleetPlaybook::write(choices, mounts, QUrl(u"http://p:9090"_s));
        QVERIFY2(yaml.contains("apply_now: false"), yaml.constData());
        QVERIFY2(yaml.contains("/mnt/home (15 MiB now, 128 KiB by the configuration)"),
                 yaml.constData());
        mounts.last().nextMountReadAheadBytes = 15728640;
        yaml = FleetPlaybook::write(choices, mounts, QUrl(u"http://p:9090"_s));
        QVERIFY2(yaml.contains("apply_now: true"), yaml.constData());
    }

    // Odd names (quotes, a newline, a backslash, non-ASCII) read back the
    // same by a YAML parser; the password in the URL is not written.
    void thePlaybookIsYamlWhateverTheNames()
    {
        const QString python = QStandardPaths::findExecutable(u"python3"_s);
        if (python.isEmpty())
            QSKIP("no python3 to read the YAML back");
        const QString oddHost = u"we\"ird\nhost\\ü"_s;
        const QString oddExport = u"srv:/data \"x\": y #z"_s;
        const QByteArray yaml = FleetPlaybook::write(
            {{oddHost, oddExport, 4096}, {u"alpha"_s, u"10.0.0.5:/data"_s, 15360}},
            FleetMounts::build(twoHosts()), QUrl(u"https://admin:secret@mon.example/prometheus"_s));
        QVERIFY(!yaml.contains("secret"));
        QProcess reader;
        reader.start(python, {u"-c"_s, u"import json, sys, yaml; "
                                       "print(json.dumps(yaml.safe_load(sys.stdin)))"_s});
        reader.write(yaml);
        reader.closeWriteChannel();
        QVERIFY(reader.waitForFinished(30000));
        if (reader.exitCode() != 0 && reader.readAllStandardError().contains("No module named"))
            QSKIP("python3 has no yaml module");
        QCOMPARE(reader.exitCode(), 0);
        const QJsonArray plays = QJsonDocument::fromJson(reader.readAllStandardOutput()).array();
        QCOMPARE(plays.size(), 2);
        QJsonObject odd;
        for (const QJsonValue &play : plays) {
            if (play.toObject().value(u"hosts"_s).toString() == oddHost)
                odd = play.toObject();
        }
        QVERIFY(!odd.isEmpty());
        const QJsonObject task = odd.value(u"tasks"_s).toArray().at(0).toObject();
        const QJsonObject module = task.value(u"nfstuner.tuning.readahead"_s).toObject();
        QCOMPARE(module.value(u"rules"_s).toObject().value(oddExport).toInt(), 4096);
        QCOMPARE(module.value(u"apply_now"_s).toBool(), true);
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
