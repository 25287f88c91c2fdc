// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"
#include "fleet/prometheustransport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace nfstuner {

// GETs of Prometheus's HTTP API over QtNetwork, each ending in the body or
// an error that says what went wrong (unreachable, refused credentials,
// TLS, a timeout, an answer too large, HTTP's status): nothing hangs past
// the timeout and nothing is read past the limit.
class PrometheusClient : public PrometheusTransport
{
    Q_DECLARE_TR_FUNCTIONS(PrometheusClient)

public:
    // An error for a CA file that cannot be read.
    static Result<std::unique_ptr<PrometheusClient>> create(const PrometheusConnection &connection);
    // The same as a transport, for the fleet's reader.
    static PrometheusTransportFactory factory();
    ~PrometheusClient() override;

    const PrometheusConnection &connection() const override { return m_connection; }
    void get(const QUrl &url, QObject *context, Answer answer) override;
    // Waits in a local event loop: for the command line.
    Result<QByteArray> get(const QUrl &url);

private:
    explicit PrometheusClient(PrometheusConnection connection);
    Result<QByteArray> outcome(QNetworkReply *reply, const QByteArray &body, bool tooLarge) const;
    // Messages from Qt with any password or token of the connection masked.
    QString withoutCredentials(QString text) const;

    PrometheusConnection m_connection;
    std::unique_ptr<QNetworkAccessManager> m_network;
    QSslConfiguration m_tls = QSslConfiguration::defaultConfiguration();
};

} // namespace nfstuner
