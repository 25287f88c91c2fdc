// SPDX-License-Identifier: GPL-2.0-or-later
#include "demo/demosystem.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

namespace nfstuner {

Result<std::unique_ptr<DemoSystem>> DemoSystem::create()
{
    std::unique_ptr<DemoSystem> demo(new DemoSystem);
    if (!demo->m_dir.isValid())
        return Error{Error::Code::IoError,
                     tr("cannot create a folder for the demo: %1").arg(demo->m_dir.errorString())};
    // The embedded root (core/CMakeLists.txt embeds it) as files the user owns.
    const QString base = QStringLiteral(":/nfstuner/demo-root");
    QDirIterator it(base, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = demo->m_dir.path() + source.mid(base.size());
        QDir().mkpath(QFileInfo(target).path());
        QFile::remove(target);
        if (!QFile::copy(source, target) ||
            !QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                               QFile::ReadOther))
            return Error{Error::Code::IoError,
                         tr("cannot lay out the demo in %1").arg(demo->m_dir.path())};
    }
    demo->m_traffic = std::make_unique<DemoTraffic>(demo->root());
    demo->m_sweep = std::make_unique<DemoSweep>(demo->root());
    if (auto laidOut = demo->m_sweep->layOut(); !laidOut)
        return laidOut.error();
    return demo;
}

} // namespace nfstuner
