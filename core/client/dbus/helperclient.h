// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "dbus/helpercalls.h"
#include "dbus/helperdbus.h"
#include "readers/readerscan.h"
#include "tuning/tuningbackend.h"

#include <QDBusConnection>

namespace nfstuner {

// nfs-tuner-helper over the system bus, through HelperCalls. Calls allow
// interactive authorization and wait up to ten minutes: the helper asks
// polkit, which may show a password dialog.
class HelperClient : public TuningBackend
{
    Q_OBJECT

public:
    explicit HelperClient(QDBusConnection bus = QDBusConnection::systemBus(),
                          QObject *parent = nullptr);

    void setReadahead(const BdiId &bdi, quint32 kib, QObject *context,
                      Done<ReadaheadChange> done) override;
    void setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                               Done<ReadaheadChange> done) override;
    void writeReadaheadConfig(const QString &file, const QMap<QString, QString> &set,
                              const QStringList &unset, const QString &expectedSha256,
                              QObject *context, Done<QByteArray> done) override;
    void applyConfig(QObject *context, Done<QList<ReadaheadChange>> done) override;
    void setNfsCongestionKb(quint32 kib, QObject *context, Done<CongestionChange> done) override;
    void setNfsCongestionKbTemporary(quint32 kib, QObject *context,
                                     Done<CongestionChange> done) override;
    void writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256, QObject *context,
                                  Done<QByteArray> done) override;
    void version(QObject *context, Done<QString> done) override;
    // Every user's processes with files open on the NFS mounts at
    // `mountpoints` (none: every NFS mount), read by the helper as root once
    // polkit allows it (io.github.nfstuner.read-processes). Not a change:
    // not part of TuningBackend.
    void listReaders(const QStringList &mountpoints, QObject *context, Done<ReaderScan> done);

    static constexpr int CallTimeoutMs = 10 * 60 * 1000;

private:
    void callSetReadahead(const QString &method, std::function<QDBusPendingCall()> start,
                          const BdiId &bdi, QObject *context, Done<ReadaheadChange> done);
    void callSetCongestion(HelperDBus::Method method, std::function<QDBusPendingCall()> start,
                           QObject *context, Done<CongestionChange> done);
    // Starts the call and answers `onReply` or `onError` in `context` when
    // it ends. Without a bus nothing is started: Unavailable.
    void call(const QString &method, const std::function<QDBusPendingCall()> &start,
              QObject *context, std::function<void(const QDBusMessage &)> onReply,
              std::function<void(const Error &)> onError);

    QDBusConnection m_bus;
    HelperCalls m_calls;
};

} // namespace nfstuner
