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

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QUrlQuery>

#include <algorithm>
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
        QCOMPARE(mounts[0].host, u"alpha:9100"_s); // the instance, port and all
        QCOMPARE(mounts[0].mountpoint, u"/mnt/data"_s);
        QCOMPARE(mounts[0].serverExport(), u"10.0.0.5:/data"_s);
        QCOMPARE(mounts[0].readAheadBytes, 131072.0);
        QCOMPARE(mounts[0].recommendedBytes, 15728640.0);
        QCOMPARE(mounts[0].verdict, u"raise"_s);
        QCOMPARE(mounts[0].readBytesPerSecond, 2500000.0);
        QCOMPARE(mounts[1].host, u"bravo:9100"_s);
        QCOMPARE(mounts[1].verdict, u"keep"_s);
        QCOMPARE(mounts[1].recommendedBytes, std::nullopt);
        QCOMPARE(mounts[1].readBytesPerSecond, std::nullopt); // no mountstats there

        const QList<FleetExportGroup> groups = FleetExportGroup::of(mounts);
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].mounts.size(), 2);
        QCOMPARE(groups[0].hostsPerReadAhead, (QMap<double, int>{{131072, 1}, {15728640, 1}}));
        QCOMPARE(groups[0].minReadBytesPerSecond, 2500000.0);
    }

    // An IPv6 server's export is written in brackets, as mountstats (and so
    // node_exporter's export label) has it: its read rate joins (issue 61,
    // low: "::1:/export").
    void anIpv6ExportIsBracketed()
    {
        auto answers = twoHosts();
        using Q = FleetMounts::Query;
        answers.insert(Q::MountInfo, parsed(vector({{{{u"instance"_s, u"alpha:9100"_s},
                                                      {u"bdi"_s, u"0:40"_s},
                                                      {u"mountpoint"_s, u"/mnt/v6"_s},
                                                      {u"server"_s, u"::1"_s},
                                                      {u"export"_s, u"/export"_s},
                                                      {u"version"_s, u"3"_s}},
                                                     u"1"_s}})));
        answers.insert(
            Q::ReadRate,
            parsed(vector({{{{u"instance"_s, u"alpha:9100"_s}, {u"export"_s, u"[::1]:/export"_s}},
                            u"1000"_s}})));
        const QList<FleetMount> mounts = FleetMounts::build(answers);
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(mounts[0].serverExport(), u"[::1]:/export"_s);
        QCOMPARE(mounts[0].readBytesPerSecond, 1000.0);
    }

    // The keys are the window's Keep after reboot's (KeepProposal): the
    // narrowest that names a mount, an export's, a server's or a version's
    // where that is fewer keys and changes no other mount's next value.
    void thePlaybookHoldsTheAdvicesChanges()
    {
        QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"/mnt/data"_s, 15360}}));
        // A second mount of the export on alpha (its own device), to stay
        // at 128 KiB: the rule by mount point, so that it keeps its value.
        FleetMount second = mounts[0];
        second.bdi = u"0:41"_s;
        second.mountpoint = u"/mnt/data2"_s;
        second.verdict = u"keep"_s;
        second.recommendedBytes.reset();
        second.nextMountReadAheadBytes = second.readAheadBytes;
        mounts.append(second);
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"/mnt/data"_s, 15360}}));
        // Raised to the same value as well: one rule for the export.
        mounts.last().verdict = u"raise"_s;
        mounts.last().recommendedBytes = 15728640;
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}));
        // Another server's export at 15 MiB already: nfsrahead's nfs4 key
        // decides all three, one key either way (the narrower kept).
        FleetMount home = second;
        home.bdi = u"0:42"_s;
        home.mountpoint = u"/mnt/home"_s;
        home.server = u"10.0.0.9"_s;
        home.exportPath = u"/home"_s;
        home.verdict = u"keep"_s;
        home.recommendedBytes.reset();
        home.readAheadBytes = home.nextMountReadAheadBytes = 15728640;
        mounts.append(home);
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}));
        // /mnt/home raised too, from 128 KiB: one key for the three is
        // nfs4's, not two exports' rules.
        mounts.last().readAheadBytes = mounts.last().nextMountReadAheadBytes = 131072;
        mounts.last().verdict = u"raise"_s;
        mounts.last().recommendedBytes = 15728640;
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"nfs4"_s, 15360}}));
        // ... unless a rule (its server's) decides /mnt/home's next mount
        // now: nfsrahead's key would not reach it, so it keeps a key of
        // its own.
        mounts.last().nextMountRule = u"10.0.0.9"_s;
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"/mnt/home"_s, 15360},
                                     {u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}));
        // A version key is the module's option, not a rule.
        mounts.last().nextMountRule.clear();
        const FleetPlan plan = FleetPlaybook::fromAdvice(mounts);
        const QJsonObject read =
            readPlaybook(FleetPlaybook::write(plan, mounts, QUrl(u"http://p:9090"_s)));
        const QJsonObject task = read.value(u"document"_s)
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(u"tasks"_s)
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(u"nfstuner.tuning.readahead"_s)
                                     .toObject();
        QCOMPARE(task.value(u"nfs4"_s).toInt(), 15360);
        QVERIFY(!task.contains(u"rules"_s));
        QCOMPARE(plan.held.size(), 3);
    }

    // A label the fleet cannot read for what a key needs leaves the mount
    // out, saying which.
    void unreadableLabelsLeaveTheMountOut_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::newRow("BDI") << u"bdi"_s << u"0:x"_s << u"its device \"0:x\" is no BDI"_s;
        QTest::newRow("version") << u"version"_s << u"5"_s
                                 << u"its NFS version \"5\" is none a mount has"_s;
        QTest::newRow("rule") << u"rule"_s << u"a b"_s
                              << u"the rule said to decide its next mount, \"a b\""_s;
    }
    void unreadableLabelsLeaveTheMountOut()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        FleetMount &alpha = mounts[0];
        QVERIFY(alpha.isAdvised());
        if (field == u"bdi")
            alpha.bdi = value;
        else if (field == u"version")
            alpha.version = value;
        else
            alpha.nextMountRule = value;
        const FleetPlan plan = FleetPlaybook::fromAdvice(mounts);
        QVERIFY(plan.choices.isEmpty());
        QCOMPARE(plan.leftOut.size(), 1);
        QVERIFY2(plan.leftOut[0].reason.contains(reason), qPrintable(plan.leftOut[0].reason));
    }

    // apply_now sets every mount of the host to its configuration's value:
    // not where a mount the choices leave alone was set to another by hand.
    void applyingNowWaitsWhenOtherMountsWouldChange()
    {
        QList<FleetMount> mounts = FleetMounts::build(twoHosts());
        FleetMount home = mounts[0];
        home.bdi = u"0:43"_s; // a device of its own
        home.mountpoint = u"/mnt/home"_s;
        home.server = u"10.0.0.9"_s;
        home.exportPath = u"/home"_s;
        home.verdict = u"keep"_s;
        home.recommendedBytes.reset();
        home.readAheadBytes = 15728640;
        home.nextMountReadAheadBytes = 131072;
        mounts.append(home);
        const FleetPlan choices = FleetPlaybook::fromAdvice(mounts);
        QByteArray yaml = FleetPlaybook::write(choices, mounts, QUrl(u"http://p:9090"_s));
        QVERIFY2(yaml.contains("apply_now: false"), yaml.constData());
        QVERIFY2(yaml.contains("/mnt/home (15 MiB now, 128 KiB by the configuration)"),
                 yaml.constData());
        mounts.last().nextMountReadAheadBytes = 15728640;
        yaml = FleetPlaybook::write(choices, mounts, QUrl(u"http://p:9090"_s));
        QVERIFY2(yaml.contains("apply_now: true"), yaml.constData());
    }

    // Odd names (quotes, a newline, a backslash, non-ASCII, a YAML line
    // break, a character beyond the BMP) read back the same by PyYAML and
    // libyaml; the password in the URL is not written.
    void thePlaybookIsYamlWhateverTheNames()
    {
        const QString oddHost = u"we\"ird\nhost\\ü\u2028- x"_s;
        const QString oddExport = u"srv:/data \"x\": y #z \U0001F600 \u0085\ufeff"_s;
        const QByteArray yaml = FleetPlaybook::write(
            {{{oddHost, oddExport, 4096}, {u"alpha"_s, u"10.0.0.5:/data"_s, 15360}}, {}, {}},
            FleetMounts::build(twoHosts()), QUrl(u"https://admin:secret@mon.example/prometheus"_s));
        QVERIFY(!yaml.contains("secret"));
        // UTF-8 as UTF-8: the emoji as its four bytes, not a surrogate pair.
        QVERIFY2(yaml.contains("\xf0\x9f\x98\x80"), yaml.constData());
        QVERIFY(!yaml.contains("\\ud83d"));
        const QJsonObject read = readPlaybook(yaml);
        const QJsonArray plays = read.value(u"document"_s).toArray();
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
        QVERIFY(read.value(u"unsafe"_s).toArray().contains(oddHost));
        QVERIFY(read.value(u"unsafe"_s).toArray().contains(oddExport));
    }

    void yamlScalarsEscapeWhatYamlBreaksOn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("quoted");
        QTest::newRow("plain") << u"/mnt/a"_s << QByteArray("\"/mnt/a\"");
        QTest::newRow("quote, backslash") << u"a\"b\\"_s << QByteArray("\"a\\\"b\\\\\"");
        QTest::newRow("C0, DEL") << u"a\n\t\x1b\x7f"_s << QByteArray("\"a\\n\\t\\x1b\\x7f\"");
        QTest::newRow("NEL, C1") << u"a\u0085\u009b"_s << QByteArray("\"a\\x85\\x9b\"");
        QTest::newRow("line and paragraph separators")
            << u"a\u2028b\u2029"_s << QByteArray("\"a\\u2028b\\u2029\"");
        QTest::newRow("byte order mark") << u"\ufeffa"_s << QByteArray("\"\\ufeffa\"");
        QTest::newRow("Latin-1, CJK") << u"ü日"_s << QByteArray("\"\xc3\xbc\xe6\x97\xa5\"");
        QTest::newRow("beyond the BMP") << u"\U0001F600"_s << QByteArray("\"\xf0\x9f\x98\x80\"");
        // Qt reads half a surrogate pair as U+FFFD: no UTF-8 can hold it.
        QTest::newRow("lone surrogate") << QString(QChar(0xd83d)) << QByteArray("\"\xef\xbf\xbd\"");
    }

    void yamlScalarsEscapeWhatYamlBreaksOn()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, quoted);
        QCOMPARE(FleetPlaybook::yamlQuoted(text), quoted);
        // And a comment keeps to printable ASCII whatever it quotes.
        const QByteArray comment = FleetPlaybook::yamlComment(text);
        QVERIFY(std::all_of(comment.cbegin(), comment.cend(),
                            [](char c) { return c >= 0x20 && c < 0x7f; }));
    }

    // Hosts are instances, port and all, or the label the admin chose:
    // from the mount's series (a target label) or node_uname_info's.
    void hostsAreTheirInstancesOrTheChosenLabel()
    {
        using Q = FleetMounts::Query;
        auto answers = twoHosts();
        QVERIFY(!FleetMounts::queries().contains(Q::HostNames));
        QVERIFY(FleetMounts::queries(u"nodename"_s).contains(Q::HostNames));
        QCOMPARE(FleetMounts::expression(Q::HostNames), u"node_uname_info"_s);
        answers.insert(
            Q::HostNames,
            parsed(vector({{{{u"instance"_s, u"alpha:9100"_s}, {u"nodename"_s, u"alpha.example"_s}},
                            u"1"_s}})));
        const QList<FleetMount> byName = FleetMounts::build(answers, u"nodename"_s);
        QCOMPARE(byName.size(), 2);
        QCOMPARE(byName[0].host, u"alpha.example"_s);
        QCOMPARE(byName[0].instance, u"alpha:9100"_s);
        QVERIFY(byName[0].problems.isEmpty());
        // bravo's exporter has no uname collector: its instance, said.
        QCOMPARE(byName[1].host, u"bravo:9100"_s);
        QCOMPARE(byName[1].problems.size(), 1);
        QVERIFY2(byName[1].problems[0].contains(u"no nodename label"_s),
                 qPrintable(byName[1].problems[0]));

        QVERIFY(FleetMounts::isLabelName(u"host_name1"_s));
        QVERIFY(!FleetMounts::isLabelName(u"1host"_s));
        QVERIFY(!FleetMounts::isLabelName(u"host\"} or vector(1) #"_s));
        QVERIFY(!FleetMounts::isLabelName(QString()));
    }

    // The name a play gives a host is one an inventory can hold and only
    // that host matches: no pattern, no loopback, never two instances.
    void inventoryNamesAreExactHostNames_data()
    {
        QTest::addColumn<QStringList>("instances");
        QTest::addColumn<QString>("named");
        QTest::addColumn<QString>("said"); // empty: the name is given
        QTest::newRow("name:port")
            << QStringList{u"web1.example:9100"_s} << u"web1.example"_s << QString();
        QTest::newRow("relabelled") << QStringList{u"web1"_s} << u"web1"_s << QString();
        QTest::newRow("ipv6") << QStringList{u"[fd00::5]:9100"_s} << u"fd00::5"_s << QString();
        QTest::newRow("ipv6, eight groups")
            << QStringList{u"fd00:1:2:3:4:5:6:7"_s} << u"fd00:1:2:3:4:5:6:7"_s << QString();
        QTest::newRow("ipv6 with ipv4")
            << QStringList{u"::ffff:10.0.0.1"_s} << u"::ffff:10.0.0.1"_s << QString();
        QTest::newRow("address shared") << QStringList{u"10.0.0.7:9100"_s, u"10.0.0.7:9101"_s}
                                        << QString() << u"cannot tell them apart"_s;
        QTest::newRow("loopback") << QStringList{u"127.0.0.1:19201"_s} << QString()
                                  << u"loopback"_s;
        QTest::newRow("localhost")
            << QStringList{u"localhost:9100"_s} << QString() << u"loopback"_s;
        QTest::newRow("all") << QStringList{u"all"_s} << QString() << u"every host"_s;
        QTest::newRow("glob") << QStringList{u"web*"_s} << QString() << u"no name"_s;
        QTest::newRow("list") << QStringList{u"a,b"_s} << QString() << u"no name"_s;
        QTest::newRow("exclusion") << QStringList{u"!db"_s} << QString() << u"no name"_s;
        QTest::newRow("intersection") << QStringList{u"&db"_s} << QString() << u"no name"_s;
        QTest::newRow("regex") << QStringList{u"~.*"_s} << QString() << u"no name"_s;
        QTest::newRow("two colons") << QStringList{u"a:b:9100"_s} << QString() << u"no name"_s;
        QTest::newRow("template") << QStringList{u"{{ lookup('pipe', 'id') }}"_s} << QString()
                                  << u"no name"_s;
    }

    void inventoryNamesAreExactHostNames()
    {
        QFETCH(QStringList, instances);
        QFETCH(QString, named);
        QFETCH(QString, said);
        QList<FleetMount> mounts;
        for (const QString &instance : instances) {
            FleetMount mount;
            mount.instance = mount.host = instance;
            mounts.append(mount);
        }
        const auto names = FleetPlaybook::inventoryNames(mounts);
        const Result<QString> name = names.value(instances.first(), QString());
        if (said.isEmpty()) {
            QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
            QCOMPARE(*name, named);
        } else {
            QVERIFY(!name);
            QVERIFY2(name.error().message.contains(said), qPrintable(name.error().message));
        }
    }

    // A value that is no size of its kind becomes no rule: never 0, never
    // wrapped, never past the limit every other part of the project keeps.
    // What limits each mount comes as the host's diagnose named it; a
    // name NFS Tuner never gives is said and left out.
    void eachMountsLimitIsTheHostsDiagnosis()
    {
        auto answers = twoHosts();
        answers.insert(FleetMounts::Query::Diagnosis,
                       parsed(vector({{{{u"instance"_s, u"alpha:9100"_s},
                                        {u"bdi"_s, u"0:40"_s},
                                        {u"verdict"_s, u"round-trip"_s}},
                                       u"1"_s},
                                      {{{u"instance"_s, u"bravo:9100"_s},
                                        {u"bdi"_s, u"0:52"_s},
                                        {u"verdict"_s, u"$(reboot)"_s}},
                                       u"1"_s}})));
        const QList<FleetMount> mounts = FleetMounts::build(answers);
        const FleetMount &alpha = mounts[0].instance == u"alpha:9100" ? mounts[0] : mounts[1];
        const FleetMount &bravo = mounts[0].instance == u"alpha:9100" ? mounts[1] : mounts[0];
        QCOMPARE(alpha.limit, u"round-trip"_s);
        QVERIFY(alpha.problems.isEmpty());
        QCOMPARE(bravo.limit, QString());
        QCOMPARE(bravo.problems.size(), 1);
        QVERIFY2(bravo.problems[0].contains(u"$(reboot)"_s), qPrintable(bravo.problems[0]));
        QVERIFY(FleetMounts::queries().contains(FleetMounts::Query::Diagnosis));
        QCOMPARE(FleetMounts::expression(FleetMounts::Query::Diagnosis),
                 u"nfstuner_diagnosis_info"_s);
    }

    void valuesThatAreNoSizeBecomeNoRule_data()
    {
        QTest::addColumn<QString>("recommended"); // as Prometheus writes it
        QTest::newRow("+Inf") << u"+Inf"_s;
        QTest::newRow("NaN") << u"NaN"_s;
        QTest::newRow("1e30") << u"1e30"_s;
        QTest::newRow("0.4 bytes") << u"0.4"_s;
        QTest::newRow("0") << u"0"_s;
        QTest::newRow("negative") << u"-1048576"_s;
        QTest::newRow("not whole KiB") << u"1048577"_s;
        QTest::newRow("2^32 + 4096 KiB") << QString::number((4294967296.0 + 4096) * 1024, 'f', 0);
        QTest::newRow("2 GiB") << u"2147483648"_s;
    }

    void valuesThatAreNoSizeBecomeNoRule()
    {
        QFETCH(QString, recommended);
        auto answers = twoHosts();
        answers.insert(FleetMounts::Query::Recommended,
                       parsed(vector({{{{u"instance"_s, u"alpha:9100"_s}, {u"bdi"_s, u"0:40"_s}},
                                       recommended}})));
        const QList<FleetMount> mounts = FleetMounts::build(answers);
        const FleetMount &alpha = mounts[0].instance == u"alpha:9100" ? mounts[0] : mounts[1];
        QCOMPARE(alpha.recommendedBytes, std::nullopt);
        QVERIFY(!alpha.isAdvised());
        QCOMPARE(alpha.problems.size(), 1);
        QVERIFY2(alpha.problems[0].contains(u"nfstuner_recommended_read_ahead_bytes"_s),
                 qPrintable(alpha.problems[0]));
        QCOMPARE(FleetPlaybook::fromAdvice(mounts).choices, QList<FleetChoice>());
        // The largest value in range is a rule.
        answers.insert(FleetMounts::Query::Recommended,
                       parsed(vector({{{{u"instance"_s, u"alpha:9100"_s}, {u"bdi"_s, u"0:40"_s}},
                                       u"1073741824"_s}})));
        QCOMPARE(FleetPlaybook::fromAdvice(FleetMounts::build(answers)).choices,
                 (QList<FleetChoice>{{u"alpha"_s, u"/mnt/data"_s, 1048576}}));
    }

    // A fleet whose labels hold what an attacker would put there: the
    // playbook holds only the hosts and rules the fleet has, as data, and
    // says what it left out.
    void hostileLabelsStayData()
    {
        using Q = FleetMounts::Query;
        QList<std::pair<QMap<QString, QString>, QString>> info, values, verdicts, recommended;
        const auto add = [&](const QString &instance, const QString &bdi, const QString &mountpoint,
                             const QString &exportPath) {
            info.append({{{u"instance"_s, instance},
                          {u"bdi"_s, bdi},
                          {u"mountpoint"_s, mountpoint},
                          {u"server"_s, u"filer"_s},
                          {u"export"_s, exportPath},
                          {u"version"_s, u"3"_s}},
                         u"1"_s});
            values.append({{{u"instance"_s, instance}, {u"bdi"_s, bdi}}, u"131072"_s});
            verdicts.append(
                {{{u"instance"_s, instance}, {u"bdi"_s, bdi}, {u"verdict"_s, u"raise"_s}}, u"1"_s});
            recommended.append({{{u"instance"_s, instance}, {u"bdi"_s, bdi}}, u"1048576"_s});
        };
        const QString breakout =
            u"\n- name: evil\n  hosts: all\n  tasks:\n    - command: touch /tmp/pwned\n"_s;
        add(u"good:9100"_s, u"0:50"_s, u"/mnt/good"_s, u"/good"_s);
        add(u"good:9100"_s, u"0:51"_s, u"/mnt/a\u2028"_s + breakout, u"/a"_s);
        add(u"good:9100"_s, u"0:52"_s, u"/mnt/b\u0085"_s + breakout, u"/b"_s);
        add(u"good:9100"_s, u"0:53"_s, u"/mnt/{{ lookup('pipe', 'id') }}"_s, u"/c"_s);
        add(u"good:9100"_s, u"0:54"_s, u"/mnt/\U0001F600"_s, u"/d"_s);
        add(u"{{ lookup('pipe', 'touch /tmp/pwned') }}"_s, u"0:50"_s, u"/mnt/x"_s, u"/x"_s);
        add(u"all"_s, u"0:50"_s, u"/mnt/x"_s, u"/x"_s);
        add(u"web*:9100"_s, u"0:50"_s, u"/mnt/x"_s, u"/x"_s);
        add(u"a,b!c&d:9100"_s, u"0:50"_s, u"/mnt/x"_s, u"/x"_s);
        QHash<Q, QList<PromSeries>> answers;
        answers.insert(Q::MountInfo, parsed(vector(info)));
        answers.insert(Q::ReadAhead, parsed(vector(values)));
        answers.insert(Q::NextMountReadAhead, parsed(vector(values)));
        answers.insert(Q::Advice, parsed(vector(verdicts)));
        answers.insert(Q::Recommended, parsed(vector(recommended)));
        const QList<FleetMount> mounts = FleetMounts::build(answers);
        QCOMPARE(mounts.size(), 9);
        const FleetPlan plan = FleetPlaybook::fromAdvice(mounts);
        QCOMPARE(plan.choices, (QList<FleetChoice>{{u"good"_s, u"/mnt/good"_s, 1024}}));
        QCOMPARE(plan.leftOut.size(), 8);
        const QByteArray yaml = FleetPlaybook::write(plan, mounts, QUrl(u"http://p:9090"_s));
        const QJsonObject read = readPlaybook(yaml);
        const QJsonArray plays = read.value(u"document"_s).toArray();
        QCOMPARE(plays.size(), 1);
        const QJsonObject play = plays[0].toObject();
        QCOMPARE(play.keys(),
                 (QStringList{u"become"_s, u"hosts"_s, u"name"_s, u"tasks"_s, u"vars"_s}));
        QCOMPARE(play.value(u"hosts"_s).toString(), u"good"_s);
        QCOMPARE(play.value(u"vars"_s).toObject().value(u"nfstuner_fleet_host"_s).toString(),
                 u"good"_s);
        const QJsonArray tasks = play.value(u"tasks"_s).toArray();
        QCOMPARE(tasks.size(), 1);
        QCOMPARE(tasks[0].toObject().value(u"when"_s).toString(),
                 u"inventory_hostname == nfstuner_fleet_host"_s);
        const QJsonObject module =
            tasks[0].toObject().value(u"nfstuner.tuning.readahead"_s).toObject();
        QCOMPARE(module.value(u"rules"_s).toObject().keys(), QStringList{u"/mnt/good"_s});
        // Every label the file holds as a scalar is marked !unsafe.
        const QJsonArray unsafe = read.value(u"unsafe"_s).toArray();
        QVERIFY(unsafe.contains(u"good"_s));
        QVERIFY(unsafe.contains(u"/mnt/good"_s));
        // The left out are said in comments that no reader takes for more.
        QVERIFY2(!yaml.contains("pwned\n"), yaml.constData());
        QVERIFY2(yaml.contains("#   good:9100 /mnt/a\\u2028\\x0a- name: evil"), yaml.constData());
        QVERIFY2(yaml.contains("/mnt/\\U0001f600"), yaml.constData());
    }

private:
    // The playbook as PyYAML and libyaml read it (read-playbook.py).
    static QJsonObject readPlaybook(const QByteArray &yaml)
    {
        const QString python = QFile::exists(u"/usr/bin/python3"_s)
                                   ? u"/usr/bin/python3"_s
                                   : QStandardPaths::findExecutable(u"python3"_s);
        QProcess reader;
        reader.start(python, {QStringLiteral(NFSTUNER_FLEET_TESTS "/read-playbook.py")});
        reader.write(yaml);
        reader.closeWriteChannel();
        if (!reader.waitForFinished(30000) || reader.exitCode() != 0) {
            qWarning("%s\n%s", reader.readAllStandardError().constData(), yaml.constData());
            return {};
        }
        return QJsonDocument::fromJson(reader.readAllStandardOutput()).object();
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
