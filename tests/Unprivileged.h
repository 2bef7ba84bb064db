#pragma once

#include <QFile>
#include <QProcess>
#include <QStringList>

#include <unistd.h>

// Read-only campaigns are proved with files this user really cannot write. Root writes anything whatever the
// permissions say, so a test running as root runs the program under test as the unprivileged user "nobody"
// (setpriv, from util-linux, which every Debian has).
namespace hk::test {

inline bool runningAsRoot()
{
    return ::geteuid() == 0;
}

// The program and arguments that run `program args` without the right to write the test's files.
inline QPair<QString, QStringList> withoutWriteRights(const QString& program, const QStringList& args)
{
    if (!runningAsRoot())
        return {program, args};
    return {QStringLiteral("setpriv"),
            QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                        program} + args};
}

// Makes a campaign file and its folder readable by everyone and writable by nobody.
[[nodiscard]] inline bool makeReadOnly(const QString& folder, const QString& file)
{
    const auto readable = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    const auto enterable = QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
    return QFile::setPermissions(file, readable) && QFile::setPermissions(folder, readable | enterable);
}

// Gives the owner back the right to write (so the temporary folder can be removed).
inline void makeWritable(const QString& folder, const QString& file)
{
    QFile::setPermissions(folder, QFile::permissions(folder) | QFile::WriteOwner);
    QFile::setPermissions(file, QFile::permissions(file) | QFile::WriteOwner);
}

} // namespace hk::test
