// SPDX-License-Identifier: GPL-2.0-or-later
#include "prometheusclient.h"

#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QSslCertificate>
#include <QTimer>

#include <optional>

namespace nfstuner {

Result<std::unique_ptr<PrometheusClient>>
PrometheusClient::create(const PrometheusConnection &connection)
{
    if (!connection.server.isValid() ||
        (connection.server.scheme() != u"http" && connection.server.scheme() != u"https") ||
        connection.server.host().isEmpty())
        return Error{Error::Code::InvalidArgument,
                     tr("%1 is not an http:// or https:// URL of a Prometheus server")
                         .arg(connection.server.toDisplayString(QUrl::RemoveUserInfo))};
    std::unique_ptr<PrometheusClient> client(new PrometheusClient(connection));
    if (!connection.caFile.isEmpty()) {
        const QList<QSslCertificate> certificates =
            QSslCertificate::fromPath(connection.caFile, QSsl::Pem);
        if (certificates.isEmpty())
            return Error{Error::Code::InvalidArgument,
                         tr("%1 holds no PEM certificate").arg(connection.caFile)};
        client->m_tls.setCaCertificates(certificates);
    }
    return client;
}

PrometheusClient::PrometheusClient(PrometheusConnection connection)
    : m_connection(std::move(connection))
    , m_network(std::make_unique<QNetworkAccessManager>())
{
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    // Redirects within the same scheme only (Prometheus behind a proxy may
    // move /prometheus to /prometheus/); credentials never go elsewhere.
    m_network->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
}

PrometheusClient::~PrometheusClient() = default;

PrometheusTransportFactory PrometheusClient::factory()
{
    return
        [](const PrometheusConnection &connection) -> Result<std::unique_ptr<PrometheusTransport>> {
            auto client = create(connection);
            if (!client)
                return client.error();
            return std::unique_ptr<PrometheusTransport>(std::move(client).value());
        };
}

void PrometheusClient::get(const QUrl &url, QObject *context, Answer answer)
{
    QNetworkRequest request(url);
    request.setTransferTimeout(m_connection.timeoutMs);
    request.setRawHeader("Accept", "application/json");
    if (!m_connection.bearerToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_connection.bearerToken);
    else if (!m_connection.user.isEmpty())
        request.setRawHeader(
            "Authorization",
            "Basic " + (m_connection.user + u':' + m_connection.password).toUtf8().toBase64());
    if (url.scheme() == u"https")
        request.setSslConfiguration(m_tls);

    QNetworkReply *reply = m_network->get(request);
    // The body and whether it grew too large live with the reply.
    struct Read
    {
        QByteArray body;
        bool tooLarge = false;
    };
    auto read = std::make_shared<Read>();
    const auto refuseTooLarge = [this, reply, read](qint64 size) {
        if (size <= m_connection.maxAnswerBytes)
            return false;
        read->tooLarge = true;
        read->body.clear();
        reply->abort();
        return true;
    };
    // A length said up front is refused before any of it is read; else the
    // body is refused before it would pass the limit.
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, refuseTooLarge] {
        refuseTooLarge(reply->header(QNetworkRequest::ContentLengthHeader).toLongLong());
    });
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply, read, refuseTooLarge] {
        if (!refuseTooLarge(read->body.size() + reply->bytesAvailable()))
            read->body += reply->readAll();
    });
    // The transfer timeout counts from the last byte; this bounds the whole.
    QTimer::singleShot(m_connection.timeoutMs, reply, [reply] { reply->abort(); });
    QObject::connect(reply, &QNetworkReply::finished, context,
                     [this, reply, read, answer = std::move(answer)] {
                         if (!read->tooLarge && reply->isOpen())
                             read->body += reply->readAll();
                         answer(outcome(reply, read->body, read->tooLarge));
                     });
    QObject::connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
}

Result<QByteArray> PrometheusClient::get(const QUrl &url)
{
    QEventLoop loop;
    std::optional<Result<QByteArray>> result;
    get(url, &loop, [&](Result<QByteArray> answer) {
        result = std::move(answer);
        loop.quit();
    });
    if (!result)
        loop.exec();
    return std::move(*result);
}

QString PrometheusClient::withoutCredentials(QString text) const
{
    for (const QString &secret : {m_connection.server.password(), m_connection.password,
                                  QString::fromUtf8(m_connection.bearerToken)}) {
        if (!secret.isEmpty()) {
            text.replace(secret, QStringLiteral("***"));
            text.replace(QString::fromUtf8(QUrl::toPercentEncoding(secret)), QStringLiteral("***"));
        }
    }
    return text;
}

Result<QByteArray> PrometheusClient::outcome(QNetworkReply *reply, const QByteArray &body,
                                             bool tooLarge) const
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    const QString where = reply->url().toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    if (tooLarge)
        return Error{Error::Code::IoError, tr("%1 answered more than %2 MiB: not read further")
                                               .arg(where)
                                               .arg(m_connection.maxAnswerBytes >> 20)};
    if (status == 401 || status == 403)
        return Error{Error::Code::NotAuthorized,
                     tr("%1 refused the credentials (HTTP %2)").arg(where).arg(status)};
    // Prometheus answers a bad query with 400 or 422 and its own envelope.
    if ((status == 400 || status == 422 || status == 503) && body.startsWith('{'))
        return body;
    if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError)
        return Error{
            Error::Code::IoError,
            tr("%1 did not answer within %2 s").arg(where).arg(m_connection.timeoutMs / 1000)};
    // Qt's text for an HTTP error quotes the whole URL, user info and all:
    // the status is said instead, and no credential reaches a message.
    if (status >= 400)
        return Error{
            Error::Code::IoError,
            tr("%1 answered HTTP %2 %3")
                .arg(where)
                .arg(status)
                .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString())
                .trimmed()};
    if (error != QNetworkReply::NoError)
        return Error{Error::Code::IoError,
                     tr("%1: %2").arg(where, withoutCredentials(reply->errorString()))};
    return body;
}

} // namespace nfstuner
