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
