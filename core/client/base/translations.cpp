// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace nfstuner {

void installTranslations(QCoreApplication &app)
{
    const QLocale locale;
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // A binary inside the build tree takes the freshly built .qm files; an
    // installed one never looks there, even if that folder exists.
    const QString buildDir = QString::fromLocal8Bit(NFSTUNER_BUILD_DIR);
    const bool inBuildTree = QCoreApplication::applicationDirPath().startsWith(buildDir + u'/');
    const QString folder = QString::fromLocal8Bit(inBuildTree ? NFSTUNER_BUILD_TRANSLATIONS_DIR
                                                              : NFSTUNER_INSTALL_TRANSLATIONS_DIR);
    // Without a translation for the user's language (or in the C locale) the
    // English one still gives plurals their proper form: "1 mount", "2 mounts".
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("nfs-tuner"), QStringLiteral("_"), folder) ||
        ours->load(QLocale(QLocale::English), QStringLiteral("nfs-tuner"), QStringLiteral("_"),
                   folder)) {
        QCoreApplication::installTranslator(ours);
        return;
    }
    delete ours;
}

} // namespace nfstuner
