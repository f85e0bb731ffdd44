"""The course's JupyterHub for one server: roster, provisioning, spawner, hub settings.

`make hub` runs `python -m hub provision` (unix users, homes, course copies, the nbgrader
exchange) and then `jupyterhub -f hub/jupyterhub_config.py`. See docs/INSTRUCTOR_GUIDE.md.
"""
