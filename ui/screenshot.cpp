// SPDX-License-Identifier: GPL-2.0-or-later
#include "screenshot.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QWidget>

#include <cstdio>

namespace nfstuner {

void shootAndQuit(QWidget *widget, const QString &path, const QString &said, bool fine)
{
    QCoreApplication::processEvents();
    const QPixmap shot = widget->grab();
    if (shot.isNull() || !shot.save(path, "PNG")) {
        std::fprintf(stderr, "nfs-tuner: cannot write %s\n", qPrintable(path));
        QCoreApplication::exit(2);
        return;
    }
    std::printf("%s\n", qPrintable(path));
    if (!said.isEmpty())
        std::printf("%s\n", qPrintable(said));
    std::fflush(stdout);
    QCoreApplication::exit(fine ? 0 : 2);
}

} // namespace nfstuner
