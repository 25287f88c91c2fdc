// SPDX-License-Identifier: GPL-2.0-or-later
#include "tuning/localtuningbackend.h"

#include <QTimer>

namespace nfstuner {

namespace {

// Answers on the next turn of the event loop, as a D-Bus reply would.
template<typename T>
void answerLater(QObject *context, TuningBackend::Done<T> done, Result<T> result)
{
    QTimer::singleShot(0, context,
                       [done = std::move(done), result = std::move(result)]() { done(result); });
}

} // namespace

LocalTuningBackend::LocalTuningBackend(SystemRoot root, QObject *parent)
    : TuningBackend(parent)
    , m_tuner(root)
    , m_writeback(std::move(root))
{}

void LocalTuningBackend::setReadahead(const BdiId &bdi, quint32 kib, QObject *context,
                                      Done<ReadaheadChange> done)
{
    const auto request = SetReadaheadRequest::check(bdi, kib);
    answerLater(context, std::move(done),
                request ? m_tuner.setReadahead(*request)
                        : Result<ReadaheadChange>(request.error()));
}

void LocalTuningBackend::setReadaheadTemporary(const BdiId &bdi, quint32 kib, QObject *context,
                                               Done<ReadaheadChange> done)
{
    setReadahead(bdi, kib, context, std::move(done));
}

void LocalTuningBackend::writeReadaheadConfig(const QString &file,
                                              const QMap<QString, QString> &set,
                                              const QStringList &unset,
                                              const QString &expectedSha256, QObject *context,
                                              Done<QByteArray> done)
{
    const auto request = ConfigWriteRequest::parse(file, set, unset, expectedSha256);
    Result<QByteArray> result = request.ok() ? Result<QByteArray>(QByteArray()) : request.error();
    if (request) {
        const auto outcome = m_tuner.writeConfig(*request);
        result = outcome ? Result<QByteArray>(outcome->file.newSha256) : outcome.error();
    }
    answerLater(context, std::move(done), std::move(result));
}

void LocalTuningBackend::applyConfig(QObject *context, Done<QList<ReadaheadChange>> done)
{
    const auto outcome = m_tuner.applyConfig();
    Result<QList<ReadaheadChange>> result =
        !outcome                      ? Result<QList<ReadaheadChange>>(outcome.error())
        : outcome->failures.isEmpty() ? Result<QList<ReadaheadChange>>(outcome->applied)
                                      : Result<QList<ReadaheadChange>>(applyFailuresError(
                                            outcome->failures, outcome->applied.size()));
    answerLater(context, std::move(done), std::move(result));
}

void LocalTuningBackend::setNfsCongestionKb(quint32 kib, QObject *context,
                                            Done<CongestionChange> done)
{
    const auto request = CongestionRequest::parse(kib);
    answerLater(context, std::move(done),
                request ? m_writeback.setCongestion(*request)
                        : Result<CongestionChange>(request.error()));
}

void LocalTuningBackend::setNfsCongestionKbTemporary(quint32 kib, QObject *context,
                                                     Done<CongestionChange> done)
{
    setNfsCongestionKb(kib, context, std::move(done));
}

void LocalTuningBackend::writeNfsCongestionConfig(quint32 kib, const QString &expectedSha256,
                                                  QObject *context, Done<QByteArray> done)
{
    const auto request = CongestionConfigRequest::parse(kib, expectedSha256);
    Result<QByteArray> result{QByteArray()};
    if (!request) {
        result = request.error();
    } else {
        const auto outcome = m_writeback.persistCongestion(request->value, request->expectedSha256);
        result = outcome ? Result<QByteArray>(outcome->newSha256) : outcome.error();
    }
    answerLater(context, std::move(done), std::move(result));
}

void LocalTuningBackend::version(QObject *context, Done<QString> done)
{
    answerLater(context, std::move(done), Result<QString>(QStringLiteral(NFSTUNER_VERSION)));
}

} // namespace nfstuner
