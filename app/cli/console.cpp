// SPDX-License-Identifier: GPL-2.0-or-later
#include "console.h"

#include <QCoreApplication>

#include <cstdio>

namespace nfstuner::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

void writeRaw(const QByteArray &bytes)
{
    out().flush();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void printError(const QString &message)
{
    out().flush();
    err() << QCoreApplication::applicationName() << ": " << message << Qt::endl;
}

} // namespace nfstuner::cli
