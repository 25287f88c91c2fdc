// SPDX-License-Identifier: GPL-2.0-or-later
#include "base/result.h"

#include <cerrno>
#include <cstring>

namespace nfstuner {

Error Error::fromErrno(int errnum, const QString &what)
{
    Code code = Code::IoError;
    switch (errnum) {
    case ENOENT:
    case ENOTDIR:
        code = Code::NotFound;
        break;
    case EACCES:
    case EPERM:
    case EROFS:
        code = Code::PermissionDenied;
        break;
    case EINVAL:
        code = Code::InvalidArgument;
        break;
    default:
        break;
    }
    return Error{code,
                 QStringLiteral("%1: %2").arg(what, QString::fromLocal8Bit(strerror(errnum)))};
}

} // namespace nfstuner
