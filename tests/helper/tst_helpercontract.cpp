// SPDX-License-Identifier: GPL-2.0-or-later
// The helper's D-Bus contract has one statement, the interface XML:
// the table generated from it (HelperDBus::methods(), wireErrors()) says
// what a second reading of the XML here says (names, argument types and
// names, polkit action, errors), every action is in the .policy, handlers
// read their arguments by the contract (CallArguments), and the client
// sends each call with the name and signature the contract gives, allowing
// interactive authorization, whichever HelperCalls the build chose (the
// generated proxy or the hand-built messages).
#include "dbus/helperclient.h"
#include "dbus/helperdbus.h"
#include "dbus/helperreplies.h"

#include <QDBusConnection>
#include <QDBusServer>
#include <QDBusVirtualObject>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

using namespace nfstuner;
using namespace Qt::StringLiterals;

namespace {

const QString InterfaceXml =
    QStringLiteral(NFSTUNER_SOURCE_DIR "/core/system/dbus/io.github.nfstuner.Helper1.xml");

struct XmlMethod
{
    QStringList in;
    QStringList out;
    QString action;
    QStringList errors;
};

// The interface's own io.github.nfstuner.Errors go under the name "".
QMap<QString, XmlMethod> readInterface(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QMap<QString, XmlMethod> methods;
    QXmlStreamReader xml(&file);
    QString method;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"method")
            method.clear();
        if (!xml.isStartElement())
            continue;
        const auto attribute = [&xml](const char16_t *name) {
            return xml.attributes().value(QString::fromUtf16(name)).toString();
        };
        if (xml.name() == u"method") {
            method = attribute(u"name");
            methods.insert(method, XmlMethod{});
        } else if (xml.name() == u"arg" && !method.isEmpty()) {
            const QString arg = attribute(u"type") + u' ' + attribute(u"name");
            (attribute(u"direction") == u"out" ? methods[method].out : methods[method].in)
                .append(arg);
        } else if (xml.name() == u"annotation") {
            if (attribute(u"name") == u"io.github.nfstuner.PolkitAction")
                methods[method].action = attribute(u"value");
            else if (attribute(u"name") == u"io.github.nfstuner.Errors")
                methods[method].errors = attribute(u"value").split(u' ', Qt::SkipEmptyParts);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return methods;
}

QStringList errorNames(const QList<Error::Code> &codes)
{
    QStringList names;
    for (Error::Code code : codes)
        names.append(HelperDBus::errorName(code).section(u'.', -1));
    names.sort();
    return names;
}

// The helper's object on a peer-to-peer connection: records each call as
// "NAME(SIGNATURE)" and answers Busy, so the reply's way back is tested too.
class RecordingHelper : public QDBusVirtualObject
{
public:
    QStringList calls;
    QList<bool> interactive;

    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override
    {
        calls.append(message.member() + u'(' + message.signature() + u')');
        interactive.append(message.isInteractiveAuthorizationAllowed());
        connection.send(
            message.createErrorReply(HelperDBus::errorName(Error::Code::Busy), u"recorded"_s));
        return true;
    }
    QString introspect(const QString &) const override { return {}; }
};

// What the helper answers each method, made by the helper's own encoders
// (HelperReplies): a method without its case does not compile (-Wswitch).
QVariantList sampleReply(HelperDBus::Method method)
{
    using HelperDBus::Method;
    switch (method) {
    case Method::SetReadahead:
    case Method::SetReadaheadTemporary:
        return HelperReplies::kibChange(128, 4096);
    case Method::SetNfsCongestionKb:
    case Method::SetNfsCongestionKbTemporary:
        return HelperReplies::kibChange(262144, 1048576);
    case Method::WriteReadaheadConfig:
    case Method::WriteNfsCongestionConfig:
        return HelperReplies::newSha256("9f86d081884c7d659a2feaa0c55ad015"_ba);
    case Method::ApplyConfig:
        return HelperReplies::applied(
            {ReadaheadChange{u"/mnt/data"_s, BdiId{0, 52}, 128, 15360, BdiMounts()}});
    case Method::ListReaders: {
        ReaderScan scan;
        ProcessReads process;
        process.pid = 4242;
        process.startTicks = 900;
        process.uid = 1000;
        process.command = "dd"_ba;
        process.ioKnown = true;
        process.readChars = 1 << 20;
        process.readCalls = 16;
        process.readBytes = 1 << 20;
        process.files = {OpenMountFile{3, 77, 65536, 0100000, "/mnt/data/big \xff"_ba}};
        scan.processes = {process};
        scan.mountpoints = {{77, "/mnt/data"_ba}};
        scan.uptimeTicks = 1000;
        scan.monotonicNs = 123456789;
        scan.truncated = true;
        return HelperReplies::readers(scan);
    }
    }
    Q_UNREACHABLE();
}

// The helper's object answering every method as the helper does (through
// HelperReplies::reply, which holds the values to the XML's out-arguments).
class AnsweringHelper : public QDBusVirtualObject
{
public:
    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override
    {
        const HelperDBus::MethodContract *method = HelperDBus::contractNamed(message.member());
        if (!method)
            return false;
        connection.send(HelperReplies::reply(message, method->id, sampleReply(method->id)));
        return true;
    }
    QString introspect(const QString &) const override { return {}; }
};

// Calls each of the helper's methods once; their errors go to `errors`.
void callEveryMethod(HelperClient &client, QObject *context, QList<Error> &errors)
{
    const auto failed = [&errors](const auto &result) {
        if (!result.ok())
            errors.append(result.error());
    };
    client.setReadahead(BdiId{0, 52}, 4096, context, failed);
    client.setReadaheadTemporary(BdiId{0, 52}, 4096, context, failed);
    client.writeReadaheadConfig(u"/etc/nfs.conf"_s, {{u"nfs4"_s, u"4096"_s}}, {}, QString(),
                                context, failed);
    client.applyConfig(context, failed);
    client.setNfsCongestionKb(1048576, context, failed);
    client.setNfsCongestionKbTemporary(1048576, context, failed);
    client.writeNfsCongestionConfig(1048576, QString(), context, failed);
    client.listReaders({u"/mnt/data"_s}, context, failed);
}

} // namespace

class TestHelperContract : public QObject
{
    Q_OBJECT

private slots:
    void theTableSaysWhatTheXmlSays()
    {
        auto xml = readInterface(InterfaceXml);
        QStringList wireNames;
        for (const HelperDBus::WireError &error : HelperDBus::wireErrors()) {
            wireNames.append(error.name);
            QCOMPARE(HelperDBus::errorName(error.code), error.name);
            QCOMPARE(error.name.section(u'.', 0, -2), u"io.github.nfstuner.Error"_s);
        }
        QCOMPARE(wireNames, xml.take(QString()).errors);
        QStringList tableNames;
        for (const HelperDBus::MethodContract &method : HelperDBus::methods()) {
            tableNames.append(method.name);
            QVERIFY2(xml.contains(method.name), qPrintable(method.name + u" is not in the XML"_s));
            const XmlMethod &described = xml[method.name];
            QCOMPARE(described.in, method.in);
            QCOMPARE(described.out, method.out);
            QCOMPARE(described.action, method.action);
            QStringList errors = described.errors;
            errors.sort();
            QCOMPARE(errors, errorNames(method.errors));
        }
        QStringList xmlNames = xml.keys();
        xmlNames.sort();
        tableNames.sort();
        QCOMPARE(xmlNames, tableNames);
    }

    // A handler reading an argument the contract does not have, or as
    // another type, gets nothing and is told what.
    void handlersReadArgumentsByTheContract()
    {
        const HelperDBus::MethodContract &method =
            HelperDBus::contract(HelperDBus::Method::WriteNfsCongestionConfig);
        HelperDBus::CallArguments arguments(method, {uint(4096), u"ab12"_s});
        QCOMPARE(arguments.uint32(u"kib"_s), 4096u);
        QCOMPARE(arguments.string(u"expected_sha256"_s), u"ab12"_s);
        QVERIFY(!arguments.mismatch());
        QCOMPARE(arguments.string(u"kib"_s), QString());
        QVERIFY(arguments.mismatch());
        QVERIFY2(arguments.mismatch()->contains(u"(s kib)"_s), qPrintable(*arguments.mismatch()));

        HelperDBus::CallArguments unknown(method, {uint(4096), u"ab12"_s});
        QCOMPARE(unknown.uint32(u"bdi"_s), 0u);
        QVERIFY(unknown.mismatch());
    }

    // Codes that have no D-Bus name of their own go as IoError, and come
    // back as it.
    void otherCodesGoAsIoError()
    {
        QCOMPARE(HelperDBus::errorName(Error::Code::Malformed),
                 HelperDBus::errorName(Error::Code::IoError));
        const Error back = HelperDBus::errorFromReply(QDBusError(
            QDBusMessage::createError(HelperDBus::errorName(Error::Code::NotNfs), u"x"_s)));
        QCOMPARE(back.code, Error::Code::NotNfs);
    }

    void everyActionIsInThePolicy()
    {
        QFile policy(QStringLiteral(NFSTUNER_SOURCE_DIR "/polkit/io.github.nfstuner.policy"));
        QVERIFY(policy.open(QIODevice::ReadOnly));
        QStringList actions;
        QXmlStreamReader xml(&policy);
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == u"action")
                actions.append(xml.attributes().value(QStringLiteral("id")).toString());
        }
        for (const HelperDBus::MethodContract &method : HelperDBus::methods())
            QVERIFY2(actions.contains(method.action),
                     qPrintable(method.action + u" is not in the .policy ("_s +
                                actions.join(u", ") + u')'));
    }

    // Each of the client's calls arrives as the contract names it, with its
    // signature and interactive authorization allowed; the helper's error
    // comes back as the client's Error.
    void theClientCallsAsTheContractSays()
    {
        qInfo() << "the client calls through" << HelperCalls::implementation();
        QDBusServer server(u"unix:tmpdir=/tmp"_s);
        QVERIFY2(server.isConnected(), qPrintable(server.lastError().message()));
        RecordingHelper helper;
        QObject::connect(
            &server, &QDBusServer::newConnection, [&helper](const QDBusConnection &connection) {
                QDBusConnection(connection).registerVirtualObject(HelperDBus::path(), &helper);
            });
        const QString peerName = u"helper-peer"_s;
        HelperClient client(QDBusConnection::connectToPeer(server.address(), peerName));
        QList<Error> errors;
        QObject context;
        callEveryMethod(client, &context, errors);
        QTRY_COMPARE(errors.size(), HelperDBus::methods().size());
        QDBusConnection::disconnectFromPeer(peerName);

        QStringList expected;
        for (const HelperDBus::MethodContract &method : HelperDBus::methods())
            expected.append(method.name + u'(' + method.inSignature() + u')');
        expected.sort();
        QStringList calls = helper.calls;
        calls.sort();
        QCOMPARE(calls, expected);
        QCOMPARE(helper.interactive, QList<bool>(calls.size(), true));
        for (const Error &error : errors)
            QVERIFY2(error.code == Error::Code::Busy, qPrintable(error.message));
    }

    // Every reply the helper makes has the XML's out-arguments: a handler
    // and the XML that disagree fail here, without a bus.
    void everyReplyIsWhatTheXmlSays()
    {
        for (const HelperDBus::MethodContract &method : HelperDBus::methods()) {
            const QVariantList values = sampleReply(method.id);
            QCOMPARE(HelperDBus::signatureOf(values), method.outSignature());
            const QDBusMessage call = QDBusMessage::createMethodCall(
                HelperDBus::service(), HelperDBus::path(), HelperDBus::interface(), method.name);
            QCOMPARE(HelperReplies::reply(call, method.id, values).type(),
                     QDBusMessage::ReplyMessage);
        }
        // One value short, or of another type: an error, not a reply.
        const QDBusMessage call = QDBusMessage::createMethodCall(
            HelperDBus::service(), HelperDBus::path(), HelperDBus::interface(), u"SetReadahead"_s);
        const QDBusMessage short_ =
            HelperReplies::reply(call, HelperDBus::Method::SetReadahead, {uint(4096)});
        QCOMPARE(short_.type(), QDBusMessage::ErrorMessage);
        QVERIFY2(short_.errorMessage().contains(u"(u previous_kib, u now_kib)"_s),
                 qPrintable(short_.errorMessage()));
        QCOMPARE(HelperReplies::reply(call, HelperDBus::Method::ApplyConfig, {u"x"_s}).type(),
                 QDBusMessage::ErrorMessage);
    }

    // Each reply goes over a peer-to-peer connection as the helper sends it
    // and the client reads what was sent; a reply of another shape is an
    // error for the client, never values read by position.
    void theClientReadsEveryReplyAsSent()
    {
        QDBusServer server(u"unix:tmpdir=/tmp"_s);
        QVERIFY2(server.isConnected(), qPrintable(server.lastError().message()));
        AnsweringHelper helper;
        QObject::connect(
            &server, &QDBusServer::newConnection, [&helper](const QDBusConnection &connection) {
                QDBusConnection(connection).registerVirtualObject(HelperDBus::path(), &helper);
            });
        const QString peerName = u"answering-peer"_s;
        HelperClient client(QDBusConnection::connectToPeer(server.address(), peerName));
        QObject context;
        QStringList read;
        const auto record = [&read](const QString &what) { read.append(what); };
        const auto failed = [&read](const Error &error) {
            read.append(u"error: "_s + error.message);
        };
        client.setReadahead(BdiId{0, 52}, 4096, &context, [&](const Result<ReadaheadChange> &r) {
            r ? record(u"SetReadahead %1 -> %2"_s.arg(r->previousKib).arg(r->nowKib))
              : failed(r.error());
        });
        client.setReadaheadTemporary(
            BdiId{0, 52}, 4096, &context, [&](const Result<ReadaheadChange> &r) {
                r ? record(u"SetReadaheadTemporary %1 -> %2"_s.arg(r->previousKib).arg(r->nowKib))
                  : failed(r.error());
            });
        client.setNfsCongestionKb(1048576, &context, [&](const Result<CongestionChange> &r) {
            r ? record(u"SetNfsCongestionKb %1 -> %2"_s.arg(r->previousKib).arg(r->nowKib))
              : failed(r.error());
        });
        client.setNfsCongestionKbTemporary(
            1048576, &context, [&](const Result<CongestionChange> &r) {
                r ? record(u"SetNfsCongestionKbTemporary %1 -> %2"_s.arg(r->previousKib)
                               .arg(r->nowKib))
                  : failed(r.error());
            });
        const auto sha = [&](const QString &name) {
            return [&, name](const Result<QByteArray> &r) {
                r ? record(name + u' ' + QString::fromLatin1(*r)) : failed(r.error());
            };
        };
        client.writeReadaheadConfig(u"/etc/nfs.conf"_s, {{u"nfs4"_s, u"4096"_s}}, {}, QString(),
                                    &context, sha(u"WriteReadaheadConfig"_s));
        client.writeNfsCongestionConfig(1048576, QString(), &context,
                                        sha(u"WriteNfsCongestionConfig"_s));
        client.applyConfig(&context, [&](const Result<QList<ReadaheadChange>> &r) {
            if (!r)
                return failed(r.error());
            for (const ReadaheadChange &change : *r)
                record(u"ApplyConfig %1 %2 %3 -> %4"_s.arg(change.mountpoint, change.bdi.toString())
                           .arg(change.previousKib)
                           .arg(change.nowKib));
        });
        client.listReaders({u"/mnt/data"_s}, &context, [&](const Result<ReaderScan> &r) {
            if (!r)
                return failed(r.error());
            const ReaderScan sent =
                HelperReplies::readReaders(
                    QDBusMessage::createMethodCall(u"a"_s, u"/a"_s, u"a.b"_s, u"M"_s)
                        .createReply(sampleReply(HelperDBus::Method::ListReaders)))
                    .value();
            record(u"ListReaders %1"_s.arg(*r == sent ? u"as sent"_s : u"changed"_s));
        });
        QTRY_COMPARE(read.size(), HelperDBus::methods().size());
        QDBusConnection::disconnectFromPeer(peerName);
        read.sort();
        QCOMPARE(read,
                 QStringList({u"ApplyConfig /mnt/data 0:52 128 -> 15360"_s,
                              u"ListReaders as sent"_s, u"SetNfsCongestionKb 262144 -> 1048576"_s,
                              u"SetNfsCongestionKbTemporary 262144 -> 1048576"_s,
                              u"SetReadahead 128 -> 4096"_s, u"SetReadaheadTemporary 128 -> 4096"_s,
                              u"WriteNfsCongestionConfig 9f86d081884c7d659a2feaa0c55ad015"_s,
                              u"WriteReadaheadConfig 9f86d081884c7d659a2feaa0c55ad015"_s}));
    }

    // The helper's man page describes every method, with its arguments.
    void theManPageListsEveryMethod()
    {
        QFile page(QStringLiteral(NFSTUNER_SOURCE_DIR "/docs/man/nfs-tuner-helper.8"));
        QVERIFY(page.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(page.readAll());
        for (const HelperDBus::MethodContract &method : HelperDBus::methods()) {
            QStringList names;
            for (const QString &argument : method.in)
                names.append(argument.section(u' ', 1));
            const QString entry = u".B %1(%2)"_s.arg(method.name, names.join(u", "));
            QVERIFY2(text.contains(entry), qPrintable(entry + u" is not in the man page"_s));
        }
    }

    // On a bus that is not there, each call is answered Unavailable.
    void withoutABusEachCallIsUnavailable()
    {
        HelperClient client(QDBusConnection::connectToBus(
            QStringLiteral("unix:path=/nonexistent/bus"), QStringLiteral("nowhere")));
        QList<Error> errors;
        QObject context;
        callEveryMethod(client, &context, errors);
        client.version(&context, [&errors](const Result<QString> &result) {
            if (!result.ok())
                errors.append(result.error());
        });
        QTRY_COMPARE(errors.size(), HelperDBus::methods().size() + 1);
        for (const Error &error : errors)
            QVERIFY2(error.code == Error::Code::Unavailable, qPrintable(error.message));
    }
};

QTEST_GUILESS_MAIN(TestHelperContract)
#include "tst_helpercontract.moc"
