// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace nfstuner {

// How to reach the fleet's Prometheus: its URL (a path prefix kept), a
// bearer token or basic auth, the CA that signed its certificate, how long
// to wait and how much to read. A proxy comes from the environment
// (http_proxy, https_proxy, no_proxy), as curl takes it.
struct PrometheusConnection
{
    QUrl server;
    QByteArray bearerToken;
    QString user;
    QString password;
    QString caFile;            // PEM; empty: the system's CAs
    int timeoutMs = 30 * 1000; // for each answer, from the request to its last byte
    qint64 maxAnswerBytes = 64LL * 1024 * 1024;
};

// GETs of Prometheus's HTTP API over QtNetwork, each ending in the body or
// an error that says what went wrong (unreachable, refused credentials,
// TLS, a timeout, an answer too large, HTTP's status): nothing hangs past
// the timeout and nothing is read past the limit.
class PrometheusClient
{
    Q_DECLARE_TR_FUNCTIONS(PrometheusClient)

public:
    // An error for a CA file that cannot be read.
    static Result<std::unique_ptr<PrometheusClient>> create(const PrometheusConnection &connection);
    ~PrometheusClient();

    const PrometheusConnection &connection() const { return m_connection; }
    // Waits in a local event loop: for the command line.
    Result<QByteArray> get(const QUrl &url);

private:
    explicit PrometheusClient(PrometheusConnection connection);

    PrometheusConnection m_connection;
    std::unique_ptr<QNetworkAccessManager> m_network;
    QSslConfiguration m_tls = QSslConfiguration::defaultConfiguration();
};

} // namespace nfstuner
