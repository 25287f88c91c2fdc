// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "base/result.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QObject;

namespace nfstuner {

// How to reach the fleet's Prometheus: its URL (a path prefix kept), a
// bearer token or basic auth, the CA that signed its certificate, how long
// to wait and how much to read. A proxy comes from the environment
// (http_proxy, https_proxy, no_proxy), as libproxy reads them for Qt: a
// leading dot in no_proxy names a domain.
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

// GETs of Prometheus's HTTP API, answered later in the caller's thread. The
// fleet's core reads through it and knows nothing of the network library
// (app/prometheus has the QtNetwork one; tests may answer from memory).
class PrometheusTransport
{
public:
    using Answer = std::function<void(Result<QByteArray>)>;
    virtual ~PrometheusTransport() = default;
    virtual const PrometheusConnection &connection() const = 0;
    // `answer` runs once, from the event loop, unless `context` is gone.
    virtual void get(const QUrl &url, QObject *context, Answer answer) = 0;
};

// Makes a transport for a connection, or says why it cannot (a CA file
// that holds no certificate, a URL that is not http or https).
using PrometheusTransportFactory =
    std::function<Result<std::unique_ptr<PrometheusTransport>>(const PrometheusConnection &)>;

} // namespace nfstuner
