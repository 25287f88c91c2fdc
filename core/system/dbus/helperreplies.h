// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "dbus/helpercontract.h"
#include "readers/readerscan.h"
#include "tuning/readaheadtuner.h"

#include <QByteArray>
#include <QDBusMessage>
#include <QList>
#include <QVariantList>

// The helper's replies, the other half of the contract: one encoder per
// reply shape, which the helper answers with, and one decoder, which
// HelperClient reads with. Both hold the values to the XML's out-arguments
// (MethodContract::out): a handler whose reply is not what the XML says
// answers an error instead (and logs it), a reply the client does not
// expect is refused, and tst_helpercontract sends every method's reply
// through a peer-to-peer connection, so a change to one side alone fails
// without any bus.
namespace nfstuner::HelperReplies {

using Method = HelperDBus::Method;

// previous_kib, now_kib: SetReadahead, SetReadaheadTemporary, SetNfsCongestionKb.
struct KibChange
{
    quint32 previousKib = 0;
    quint32 nowKib = 0;
};

QVariantList kibChange(quint32 previousKib, quint32 nowKib);
QVariantList newSha256(const QByteArray &sha256); // WriteReadaheadConfig, WriteNfsCongestionConfig
QVariantList applied(const QList<ReadaheadChange> &changes); // ApplyConfig
QVariantList readers(const ReaderScan &scan);                // ListReaders

// The reply to `call`, or where `values` are not the method's out-arguments
// an IoError reply saying so (a helper out of step with the XML).
QDBusMessage reply(const QDBusMessage &call, Method method, const QVariantList &values);

Result<KibChange> readKibChange(Method method, const QDBusMessage &reply);
Result<QByteArray> readNewSha256(Method method, const QDBusMessage &reply);
Result<QList<ReadaheadChange>> readApplied(const QDBusMessage &reply);
Result<ReaderScan> readReaders(const QDBusMessage &reply);

} // namespace nfstuner::HelperReplies
