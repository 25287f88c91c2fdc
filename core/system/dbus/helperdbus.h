// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "tuning/readaheadtuner.h"

#include <QDBusArgument>
#include <QDBusError>
#include <QList>
#include <QString>
#include <QStringList>

// The D-Bus contract of nfs-tuner-helper, shared by the helper and its
// clients. The interface itself is helper/io.github.nfstuner.Helper1.xml.
namespace nfstuner::HelperDBus {

inline QString service()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}
inline QString path()
{
    return QStringLiteral("/io/github/nfstuner/Helper1");
}
inline QString interface()
{
    return QStringLiteral("io.github.nfstuner.Helper1");
}

// The helper's methods.
enum class Method
{
    SetReadahead,
    SetReadaheadTemporary,
    WriteReadaheadConfig,
    ApplyConfig,
    SetNfsCongestionKb,
    WriteNfsCongestionConfig,
};

// One method as the helper serves it and its clients call it: the one
// description both follow (the helper dispatches and checks arguments by
// it, the client names and checks its calls by it), and that the interface
// XML is held to by a test (tests/helper/tst_helpercontract).
struct MethodContract
{
    Method id;
    QString name;
    QStringList in;            // "TYPE NAME", in order: {"s bdi", "u kib"}
    QStringList out;           // the reply's, the same way
    QString action;            // the polkit action asked for the caller
    QList<Error::Code> errors; // what it may answer

    QString inSignature() const;
    QString outSignature() const;
};

const QList<MethodContract> &methods();
const MethodContract &contract(Method method);
// nullptr for a name the interface does not have.
const MethodContract *contractNamed(const QString &name);
// The D-Bus signature `arguments` will be sent with (after registerTypes()).
QString signatureOf(const QVariantList &arguments);

// The polkit actions (polkit/io.github.nfstuner.policy).
inline QString actionSetReadahead()
{
    return QStringLiteral("io.github.nfstuner.set-readahead");
}
inline QString actionWriteConfig()
{
    return QStringLiteral("io.github.nfstuner.write-config");
}
inline QString actionSetWriteback()
{
    return QStringLiteral("io.github.nfstuner.set-writeback");
}

// Stable error names: io.github.nfstuner.Error.NotAuthorized and so on.
QString errorName(Error::Code code);
// An error reply as an Error; unknown names and bus failures included.
Error errorFromReply(const QDBusError &error);

// a(ssuu) of ApplyConfig: mountpoint, bdi, previous KiB, now KiB.
void registerTypes();

} // namespace nfstuner::HelperDBus

QDBusArgument &operator<<(QDBusArgument &argument, const nfstuner::ReadaheadChange &change);
const QDBusArgument &operator>>(const QDBusArgument &argument, nfstuner::ReadaheadChange &change);
Q_DECLARE_METATYPE(nfstuner::ReadaheadChange)
