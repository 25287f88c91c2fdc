// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/translations.h"
#include "cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nfs-tuner-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NFSTUNER_VERSION));
    nfstuner::installTranslations(app);
    return nfstuner::cli::run(QCoreApplication::arguments());
}
