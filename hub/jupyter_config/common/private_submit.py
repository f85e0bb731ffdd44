"""nbgrader's submit, with each submission closed to the other learners.

nbgrader's own submit leaves submissions readable by everyone and relies on the inbound
folder not being listable and on a random suffix in each submission's name. nbgrader
creates the inbound folder set-group-id with the instructor's group, so whatever is created
below it belongs to that group: copying without copying folder modes keeps that bit while
the submission is written, and removing the "others" bits afterwards leaves the instructor
able to collect and delete it and every other learner unable to read it, even by name.
"""

import os
import shutil

from nbgrader.exchange.default.submit import ExchangeSubmit
from nbgrader.utils import ignore_patterns

#: rw for the learner, r for the instructor's group, nothing for others.
FILE_MODE, DIR_MODE, TOP_MODE = 0o640, 0o750, 0o770


class PrivateSubmit(ExchangeSubmit):
    def do_copy(self, src, dest):
        if not os.path.abspath(dest).startswith(os.path.abspath(self.inbound_path) + os.sep):
            return super().do_copy(src, dest)  # the learner's own cache copy
        if self.get_size(src) > 1000 * self.coursedir.max_dir_size:
            raise RuntimeError("Directory size is too big")
        skip = ignore_patterns(
            exclude=self.coursedir.ignore,
            include=self.coursedir.include,
            max_file_size=self.coursedir.max_file_size,
            log=self.log,
        )
        for folder, dirs, files in os.walk(src):
            skipped = skip(folder, dirs + files)
            dirs[:] = [d for d in dirs if d not in skipped]
            target = os.path.normpath(os.path.join(dest, os.path.relpath(folder, src)))
            os.makedirs(target, exist_ok=True)  # no copystat: the set-group-id bit stays
            for name in files:
                if name not in skipped:
                    shutil.copyfile(os.path.join(folder, name), os.path.join(target, name))

    def copy_files(self):
        super().copy_files()
        top = os.path.join(self.inbound_path, self.assignment_filename)
        for folder, _, files in os.walk(top):
            for name in files:
                os.chmod(os.path.join(folder, name), FILE_MODE)
            os.chmod(folder, DIR_MODE)
        os.chmod(top, TOP_MODE)  # group-writable, as nbgrader's 0777: the instructor may delete it
